import { useQueryClient } from '@tanstack/react-query';
import { Shield } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { LoginSchema } from '#shared/schemas/auth';
import type { AdminMe } from '#shared/types/admin';
import { serverMessage } from '../../api/http.ts';
import { toast } from '../../components/toast/toastStore.ts';
import { Button } from '../../components/ui/Button.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { Card } from '../../components/ui/misc.tsx';
import { fieldErrors } from '../../lib/fieldErrors.ts';
import { adminSend } from '../api/client.ts';
import { ME_KEY, useAdminMe } from '../api/session.ts';
import { adminNextPath } from './nextPath.ts';

/** /admin/login (§2, §4, §5, §8). */
export function AdminLogin() {
  const me = useAdminMe();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [signingIn, setSigningIn] = useState(false);
  const next = adminNextPath(params.get('next'));

  if (me.data) return <Navigate to={next} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = LoginSchema.safeParse({ email, password });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSigningIn(true);
    try {
      const admin = await adminSend<AdminMe>('POST', '/api/admin/login', parsed.data);
      queryClient.setQueryData(ME_KEY, admin);
      toast({ title: 'Login Successful', description: 'Welcome to the admin panel' });
      navigate(next, { replace: true });
    } catch (error) {
      toast({
        title: 'Login Failed',
        description: serverMessage(error) ?? 'Invalid email or password',
        variant: 'destructive',
      });
    } finally {
      setSigningIn(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <Card className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <Shield aria-hidden="true" className="size-10 text-brand-700" />
          <h1 className="text-xl font-bold text-slate-900">Admin Login</h1>
          <p className="text-sm text-slate-600">Sign in to access the admin panel</p>
        </div>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
          <Button type="submit" disabled={signingIn}>
            {signingIn ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
      </Card>
    </main>
  );
}
