import { netResultOf } from '@lotus/games';
import { useT } from '@lotus/i18n';
import { Badge } from '@lotus/ui';

const tones = { win: 'success', push: 'neutral', loss: 'danger' } as const;

/**
 * A settled round marked by its net result (win, push, loss) from its stake and payout (minor
 * units), by the one rule of `@lotus/games`: a 0.3× round paid 300 of 1 000 is a loss.
 */
export function NetResultBadge(props: { stake: string; payout: string }) {
  const { t } = useT('common');
  const net = netResultOf(BigInt(props.stake), BigInt(props.payout));
  return (
    <Badge tone={tones[net]} data-net-result={net}>
      {t(`common.netResults.${net}`)}
    </Badge>
  );
}
