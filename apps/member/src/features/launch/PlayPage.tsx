import { useT } from '@lotus/i18n';
import { Skeleton } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useParams } from '@lotus/app-shell/routing';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { RequireSignIn } from '../../shell/RequireSignIn.tsx';
import { catalog, catalogLanguage } from '../../lib/catalog-queries.ts';
import { GameFrame } from './GameFrame.tsx';
import { useHandedLaunch } from './use-handed-launch.ts';
import type { FrameLaunchState } from '../../lib/use-launch-game.ts';

function isFrameState(value: unknown): value is FrameLaunchState {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FrameLaunchState).url === 'string' &&
    typeof (value as FrameLaunchState).name === 'string'
  );
}

/**
 * `/play/:code`: a vendor's game in the game frame. The launch flow hands over the address it got;
 * a reload or a shared link asks the server for a fresh launch instead (launch addresses expire).
 */
export function PlayPage() {
  return (
    <RequireSignIn>
      <PlayFrame />
    </RequireSignIn>
  );
}

function PlayFrame() {
  const { t, language } = useT('lobby');
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const given = useHandedLaunch(isFrameState);
  const launch = useQuery({
    queryKey: ['launch', code, language],
    queryFn: () => catalog.launch(code, catalogLanguage(language)),
    enabled: given === null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  // A reload knows only the code: the catalog (whose search matches codes) gives the header its name.
  const named = useQuery({
    queryKey: ['launch', 'name', code, language],
    queryFn: () => catalog.list({ q: code, size: 20, lang: catalogLanguage(language) }),
    enabled: given === null,
    staleTime: Infinity,
  });
  const name = named.data?.content.find((game) => game.code === code)?.name ?? code;
  const back = () => {
    // Back to where the player came from; a frame opened from a link goes home instead.
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/');
  };

  if (given) return <GameFrame url={given.url} name={given.name} onBack={back} />;
  if (launch.isPending) return <Skeleton height="60dvh" radius="md" />;
  if (launch.isError) {
    return <LoadFailed title={t('lobby.launch.failed')} onRetry={() => void launch.refetch()} />;
  }
  const answer = launch.data;
  if (answer.mode === 'route') return <Navigate replace to={answer.route} />;
  // A collection: its landing page offers the collection's games.
  if (answer.mode === 'popup') return <Navigate replace to={`/game/${encodeURIComponent(code)}`} />;
  const url = answer.mode === 'frame' ? answer.url : answer.gameUrl;
  return <GameFrame url={url} name={name} onBack={back} />;
}
