import { NotFound } from '@lotus/app-shell';
import { useNavigate } from '@lotus/app-shell/routing';

export function NotFoundPage() {
  const navigate = useNavigate();
  return <NotFound onHome={() => void navigate('/')} />;
}
