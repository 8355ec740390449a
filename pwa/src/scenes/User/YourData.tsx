import { lazy, Suspense, useState } from 'react';
import { serverMessage } from '../../api/http.ts';
import { useDataRights } from '../../api/queries/dataRights.ts';
import { downloadAccountData } from '../../api/queries/downloadAccountData.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { Card } from '../../components/ui/misc.tsx';
import { useOnline } from '../../offline/useOnline.ts';

// The dialog (with the dialog library and the form schema) loads when first opened.
const DeleteAccountDialog = lazy(() =>
  import('./DeleteAccountDialog.tsx').then((m) => ({ default: m.DeleteAccountDialog })),
);

/**
 * "Your data" on the signed-in user's own profile (GDPR mode, issue 15): download everything
 * stored about them, or delete the account. With GDPR mode off, the support address instead.
 * Both need the network: they are never queued in the outbox.
 */
export function YourData() {
  const rights = useDataRights();
  const online = useOnline();
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [asked, setAsked] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadAccountData();
      toast({ title: 'Download Started', description: 'Your data is saved as a JSON file.' });
    } catch (error) {
      toast({
        title: 'Download Failed',
        description: serverMessage(error) ?? 'Please try again.',
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Card>
      <section aria-labelledby="your-data-heading">
        <h2 id="your-data-heading" className="font-semibold text-slate-900">
          Your data
        </h2>
        {rights.isPending && <p className="mt-2 text-sm text-slate-600">Loading...</p>}
        {rights.isError && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            Failed to load your data options
          </p>
        )}
        {rights.data && !rights.data.selfService && (
          <p className="mt-2 text-sm text-slate-700">
            Account export and deletion are handled by support:{' '}
            <a className="text-brand-700 underline" href={`mailto:${rights.data.supportEmail}`}>
              {rights.data.supportEmail}
            </a>
          </p>
        )}
        {rights.data?.selfService && (
          <>
            <p className="mt-2 text-sm text-slate-700">
              Download a copy of everything stored about you, or delete your account. Your reviews
              stay on the site, anonymised.
            </p>
            {!online && (
              <p role="status" className="mt-2 text-sm text-amber-800">
                You are offline. Downloading your data and deleting your account need a connection.
              </p>
            )}
            <div className="mt-3 grid gap-2">
              <Button
                variant="outline"
                disabled={!online || downloading}
                onClick={() => void download()}
              >
                {downloading ? 'Preparing...' : 'Download my data'}
              </Button>
              <Button
                variant="danger"
                disabled={!online}
                onClick={() => {
                  setAsked(true);
                  setDeleting(true);
                }}
              >
                Delete my account
              </Button>
            </div>
            {asked && (
              <Suspense fallback={null}>
                <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
              </Suspense>
            )}
          </>
        )}
      </section>
    </Card>
  );
}
