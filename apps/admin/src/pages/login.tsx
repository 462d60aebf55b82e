import { type PasswordCredentials, PuzzleLoginForm } from '@portal/client/puzzle-login-form';
import { AdminPaths, type OperatorLoginResult } from '@portal/shared/api/index';
import { digestPassword } from '@portal/shared/password';
import { useMutation } from '@tanstack/react-query';
import { Card } from 'antd';
import { Navigate, useNavigate } from 'react-router';
import '../app/layout.css';
import { api } from '../lib/api.ts';
import { saveSession, useSession } from '../lib/session.ts';

/** Console login: account and password, then the slide puzzle, whose ticket the login spends. */
export default function LoginPage() {
  const session = useSession();
  const navigate = useNavigate();
  const login = useMutation({
    mutationFn: ({ credentials, ticket }: { credentials: PasswordCredentials; ticket: string }) =>
      api.post<OperatorLoginResult>(AdminPaths.login, {
        username: credentials.username.trim(),
        password: digestPassword(credentials.password),
        ticket,
      }),
    onSuccess: (result) => {
      saveSession(result);
      navigate(result.mustChangePassword ? '/password' : '/', { replace: true });
    },
  });
  if (session && !login.isPending) return <Navigate to="/" replace />;

  return (
    <main className="ad-login">
      <Card
        className="ad-login-card"
        title={<h1 style={{ margin: 0, fontSize: 20 }}>运营管理后台登录</h1>}
      >
        <PuzzleLoginForm
          testId="admin-login"
          usernamePlaceholder="请输入账号"
          busy={login.isPending}
          onVerified={(credentials, ticket) => login.mutate({ credentials, ticket })}
        />
      </Card>
    </main>
  );
}
