import { useQuery } from '@tanstack/react-query';
import { SettingsSchema } from '#shared/schemas/admin';
import type { Settings as SettingsValues, SystemInfo } from '#shared/types/admin';
import { serverMessage } from '../../../api/http.ts';
import { SubmitButton } from '../../../components/forms/SubmitButton.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { Card, Spinner } from '../../../components/ui/misc.tsx';
import { Switch } from '../../../components/ui/Switch.tsx';
import { useZodForm } from '../../../lib/useZodForm.ts';
import { adminSend, getJson } from '../../api/client.ts';
import { useAdminAction } from '../../api/useAdminAction.ts';
import { LoadError } from '../../components/LoadError.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { BackupCard } from './BackupCard.tsx';

type TextKey = 'platformName' | 'tagline' | 'supportEmail' | 'adminEmail';
type NumberKey = 'awardMinReviews' | 'awardMinAverage' | 'reviewRepeatMonths';
type ToggleKey = Exclude<keyof SettingsValues, TextKey | NumberKey>;

const TEXTS: ReadonlyArray<[TextKey, string]> = [
  ['platformName', 'Platform Name'],
  ['tagline', 'Tagline'],
  ['supportEmail', 'Support Email'],
  ['adminEmail', 'Admin Email'],
];
const TOGGLES: ReadonlyArray<[string, ReadonlyArray<[ToggleKey, string]>]> = [
  [
    'Reviews',
    [
      ['autoApproveReviews', 'Auto-approve reviews'],
      ['requireEmailVerification', 'Require email verification'],
      ['allowAnonymousReviews', 'Anonymous reviews allowed'],
    ],
  ],
  [
    'Notifications',
    [
      ['notifyNewReviews', 'New review notifications'],
      ['notifyClaims', 'Company claim notifications'],
      ['dailyDigest', 'Daily digest'],
    ],
  ],
  [
    'Security & Privacy',
    [
      ['twoFactorAdmins', 'Two-factor for admins'],
      ['gdprMode', 'GDPR mode'],
      ['ipLogging', 'IP logging'],
    ],
  ],
];

/**
 * What each switch does in the state it is in now (issue 34: the hint described the other
 * state), so the text under a switch changes as it is flipped. Each says how it acts.
 */
const TOGGLE_HINTS: Record<ToggleKey, { on: string; off: string }> = {
  autoApproveReviews: {
    on: 'New reviews are published as soon as they are posted (unless they wait for a verified email).',
    off: 'New reviews wait in Reviews → Pending until staff approve them.',
  },
  requireEmailVerification: {
    on: 'Reviews by accounts that have not verified their email wait until they do.',
    off: 'Reviews by signed-in accounts are published whether or not their email is verified.',
  },
  allowAnonymousReviews: {
    on: 'Visitors can post reviews without signing in.',
    off: 'Visitors must sign in to post a review.',
  },
  notifyNewReviews: {
    on: 'Mails the admin email when a review, complaint or comment is posted.',
    off: 'No mail is sent when a review, complaint or comment is posted.',
  },
  notifyClaims: {
    on: 'Mails the admin email when someone asks to claim a company.',
    off: 'No mail is sent when someone asks to claim a company.',
  },
  dailyDigest: {
    on: 'Mails the admin email a summary of the previous day (UTC) each morning.',
    off: 'No daily summary is mailed.',
  },
  twoFactorAdmins: {
    on: 'Every admin needs two-factor: those without it set it up at their next sign-in; signed-in admins, you included, stay signed in.',
    off: 'Two-factor is up to each admin, on their Account page.',
  },
  gdprMode: {
    on: 'Users can download their data and delete their account from their profile.',
    off: 'Users ask the support email to export or delete their data; staff export it from Users.',
  },
  ipLogging: {
    on: 'Stores the address each admin signs in from, shown in Platform Activity.',
    off: 'Admin sign-ins are logged without the address they came from.',
  },
};

/** The hint for a switch in its current state. */
function toggleHint(key: ToggleKey, on: boolean): string {
  return TOGGLE_HINTS[key][on ? 'on' : 'off'];
}

/** /admin/settings (§2): loads and saves through the API; real system info. */
export function Settings() {
  const settings = useQuery({
    queryKey: ['admin', 'settings'],
    queryFn: () => getJson<SettingsValues>('/api/admin/settings'),
  });
  const system = useQuery({
    queryKey: ['admin', 'system'],
    queryFn: () => getJson<SystemInfo>('/api/admin/system'),
  });
  return (
    <>
      <PageHeader title="Settings" description="Platform configuration" />
      <LoadError what="the settings" error={settings.error} />
      {settings.data ? <SettingsForm initial={settings.data} /> : settings.isPending && <Spinner />}
      <Card className="mt-6">
        <h2 className="mb-3 font-semibold">System</h2>
        <dl className="grid grid-cols-2 gap-2 text-sm sm:max-w-md">
          <dt className="text-slate-600">Version</dt>
          <dd>{system.data ? `v${system.data.version}` : '…'}</dd>
          <dt className="text-slate-600">Database</dt>
          <dd>
            {system.data
              ? `${system.data.database.engine === 'pglite' ? 'PGlite (embedded PostgreSQL)' : 'PostgreSQL'}, ${system.data.database.status}`
              : system.error
                ? 'unreachable'
                : '…'}
          </dd>
        </dl>
      </Card>
      <BackupCard />
    </>
  );
}

function SettingsForm({ initial }: { initial: SettingsValues }) {
  const form = useZodForm({ initial, schema: SettingsSchema });
  const { values, errors, setValue } = form;
  const save = useAdminAction({
    run: (body: SettingsValues) => adminSend<SettingsValues>('PUT', '/api/admin/settings', body),
    success: { title: 'Settings Saved', description: 'Your settings have been saved' },
    failure: (error) => ({
      title: 'Error',
      description: serverMessage(error) ?? 'Failed to save settings',
    }),
  });

  const submit = form.handleSubmit((settings) => save.mutate(settings));

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <Card className="grid gap-4 sm:grid-cols-2">
        <h2 className="font-semibold sm:col-span-2">General</h2>
        {TEXTS.map(([key, label]) => (
          <TextField
            key={key}
            label={label}
            type={key.endsWith('Email') ? 'email' : 'text'}
            value={values[key]}
            onChange={(event) => setValue(key, event.target.value)}
            error={errors[key]}
          />
        ))}
      </Card>
      <div className="grid gap-4 md:grid-cols-3">
        {TOGGLES.map(([group, toggles]) => (
          <Card key={group} className="grid content-start gap-3">
            <h2 className="font-semibold">{group}</h2>
            {toggles.map(([key, label]) => (
              <div key={key} className="grid gap-1">
                <Switch
                  label={label}
                  checked={values[key]}
                  onCheckedChange={(checked) => setValue(key, checked)}
                  describedBy={`${key}-hint`}
                />
                <p id={`${key}-hint`} className="text-sm text-slate-600">
                  {toggleHint(key, values[key])}
                </p>
              </div>
            ))}
          </Card>
        ))}
      </div>
      <Card className="grid gap-3 sm:max-w-md">
        <h2 className="font-semibold">One review per customer</h2>
        <TextField
          label="Months before a customer may review a company again"
          type="number"
          min={1}
          value={String(values.reviewRepeatMonths)}
          onChange={(event) => setValue('reviewRepeatMonths', event.target.valueAsNumber)}
          error={errors.reviewRepeatMonths}
        />
        <p className="text-sm text-slate-600">
          Until then, an account that writes again about a company is offered to edit its review.
        </p>
      </Card>
      <Card className="grid gap-3 sm:max-w-md">
        <h2 className="font-semibold">Awards</h2>
        <TextField
          label="Minimum reviews per quarter"
          type="number"
          min={1}
          value={String(values.awardMinReviews)}
          onChange={(event) => setValue('awardMinReviews', event.target.valueAsNumber)}
          error={errors.awardMinReviews}
        />
        <p className="text-sm text-slate-600">
          A company needs at least this many published ratings in a quarter to be ranked for that
          quarter's awards.
        </p>
        <TextField
          label="Minimum average rating per quarter"
          type="number"
          min={1}
          max={5}
          step={0.1}
          value={String(values.awardMinAverage)}
          onChange={(event) => setValue('awardMinAverage', event.target.valueAsNumber)}
          error={errors.awardMinAverage}
        />
        <p className="text-sm text-slate-600">
          A winner's ratings in the quarter must average at least this much (1 to 5); a category
          where no company does has no award that quarter.
        </p>
      </Card>
      <div>
        <SubmitButton busy={save.isPending} label="Save Settings" busyLabel="Saving..." />
      </div>
    </form>
  );
}
