import { useState } from 'react';
import type { AdminQuestionItem } from '#shared/schemas/responses/questions';
import { adminSend } from '../../api/client.ts';
import { useAdminAction } from '../../api/useAdminAction.ts';
import { useAdminPage } from '../../api/useAdminPage.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PagedList } from '../../components/PagedList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SearchBox } from '../../components/SearchBox.tsx';
import { useListControls } from '../../components/useListControls.ts';
import { type QaAction, QuestionModerationCard } from './QuestionModerationCard.tsx';

const pathOf = (target: 'question' | 'answer', id: number) =>
  `/api/admin/${target === 'question' ? 'questions' : 'answers'}/${id}`;

/**
 * /admin/questions (issue 14): every question of every company page, newest first, with all
 * its answers; staff hide (or show again) and delete questions and answers.
 */
export function Questions() {
  const { search, setSearch, q, page, setPage } = useListControls();
  const list = useAdminPage<AdminQuestionItem>('/api/admin/questions', { q }, page);
  const [deleting, setDeleting] = useState<Extract<QaAction, { action: 'delete' }> | null>(null);
  const moderate = useAdminAction({
    run: (action: QaAction) =>
      action.action === 'delete'
        ? adminSend('DELETE', pathOf(action.target, action.id))
        : adminSend('PATCH', pathOf(action.target, action.id), { status: action.status }),
    success: { title: 'Saved' },
    failure: (error) => ({ title: 'Error', description: error.message }),
  });

  function act(action: QaAction) {
    if (action.action === 'delete') setDeleting(action);
    else moderate.mutate(action);
  }

  return (
    <>
      <PageHeader
        title="Questions"
        description="Moderate the questions and answers on company pages"
      />
      <div className="mb-4">
        <SearchBox label="Search questions" value={search} onChange={setSearch} />
      </div>
      <PagedList list={list} page={page} onPage={setPage} empty="No questions found">
        {(items) => (
          <div className="grid gap-3">
            {items.map((question) => (
              <QuestionModerationCard
                key={question.id}
                question={question}
                busy={moderate.isPending}
                onAction={act}
              />
            ))}
          </div>
        )}
      </PagedList>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.target === 'answer' ? 'Delete Answer' : 'Delete Question'}
        message={`Are you sure you want to delete "${deleting?.label ?? ''}"? This action cannot be undone.`}
        busy={moderate.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) moderate.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
