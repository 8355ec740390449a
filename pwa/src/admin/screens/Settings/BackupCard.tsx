import { Download } from 'lucide-react';
import { buttonClass } from '../../../components/ui/buttonStyles.ts';
import { Card } from '../../../components/ui/misc.tsx';
import { useAdminMe } from '../../api/session.ts';

/**
 * Settings → Backup (super admins): the whole database as one file, the way to take the
 * embedded database's data off the machine while the server runs. A plain download link: the
 * browser saves the file as it streams, with the session cookie sent as for any admin call.
 */
export function BackupCard() {
  const me = useAdminMe().data;
  if (me?.role !== 'super_admin') return null;
  return (
    <Card className="mt-6">
      <h2 className="mb-2 font-semibold">Backup</h2>
      <p className="mb-3 text-sm text-slate-600">
        One consistent copy of the whole database: accounts, companies, reviews and settings.
        Restore it with <code>review-admin restore FILE</code> on an empty database.
      </p>
      <a href="/api/admin/backup" download className={buttonClass('outline', 'md')}>
        <Download aria-hidden="true" className="size-4" />
        Download backup
      </a>
    </Card>
  );
}
