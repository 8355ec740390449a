import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationSendResult } from '#shared/schemas/responses/business';
import { HttpError, readJson } from '../http.ts';
import { newIdempotencyKey } from '../idempotencyKey.ts';
import { BUSINESS_KEY } from '../queries/business.ts';
import { sendWrite } from '../sendWrite.ts';

export interface InvitationRecipientInput {
  email: string;
  name?: string;
}

/**
 * Invitations from the dashboard: a few addresses go through the outbox like every public write
 * (queued offline, sent once with their Idempotency-Key); a CSV file is uploaded as it is and
 * needs the network (the outbox keeps JSON bodies, not files).
 */
export function useSendInvitations(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { recipients: InvitationRecipientInput[] } | { file: File }) => {
      const url = `/api/business/companies/${companyId}/invitations`;
      if ('file' in input) return uploadCsv(`${url}/csv`, input.file);
      return sendWrite<InvitationSendResult>({
        kind: 'invitations',
        method: 'POST',
        url,
        body: { recipients: input.recipients },
        idempotencyKey: newIdempotencyKey(),
        context: { companyId },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BUSINESS_KEY, companyId] }),
  });
}

async function uploadCsv(url: string, file: File): Promise<InvitationSendResult> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch(url, { method: 'POST', credentials: 'include', body });
  if (!response.ok) {
    // The same error as every other call, so `serverMessage` shows the API's message.
    throw new HttpError(response.status, response.statusText, await response.text());
  }
  return readJson<InvitationSendResult>(response);
}
