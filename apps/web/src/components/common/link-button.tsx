import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

/** An antd Button that navigates inside the app (no anchor around a button). */
export function LinkButton({ to, ...props }: ButtonProps & { to: string }) {
  const navigate = useNavigate();
  return <Button {...props} onClick={() => navigate(to)} />;
}
