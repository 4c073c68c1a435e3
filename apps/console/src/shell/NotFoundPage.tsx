import { NotFound } from '@lotus/app-shell';
import { useNavigate } from 'react-router';

export function NotFoundPage() {
  const navigate = useNavigate();
  return <NotFound onHome={() => void navigate('/')} />;
}
