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

type TextKey = 'platformName' | 'tagline' | 'supportEmail' | 'adminEmail';
type ToggleKey = Exclude<keyof SettingsValues, TextKey | 'awardMinReviews' | 'awardMinAverage'>;

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

/** What each switch does, under it: every switch acts, and says how. */
const TOGGLE_HINTS: Record<ToggleKey, string> = {
  autoApproveReviews: 'Off: new reviews wait in Reviews → Pending until staff approve them.',
  requireEmailVerification:
    'On: reviews by accounts that have not verified their email wait until they do.',
  allowAnonymousReviews: 'Off: visitors must sign in to post a review.',
  notifyNewReviews: 'Mails the admin email when a review, complaint or comment is posted.',
  notifyClaims: 'Mails the admin email when someone asks to claim a company.',
  dailyDigest: 'Mails the admin email a summary of the previous day (UTC) each morning.',
  twoFactorAdmins:
    'Admins without two-factor will set it up at their next sign-in; signed-in admins, you included, stay signed in.',
  gdprMode: 'Users can download their data and delete their account from their profile.',
  ipLogging: 'Stores the address each admin signs in from, shown in Platform Activity.',
};

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
                />
                <p className="text-sm text-slate-600">{TOGGLE_HINTS[key]}</p>
              </div>
            ))}
          </Card>
        ))}
      </div>
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
