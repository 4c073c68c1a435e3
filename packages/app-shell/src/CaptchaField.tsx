import { useT } from '@lotus/i18n';
import { Button, Skeleton, TextField } from '@lotus/ui';
import { useQuery } from '@tanstack/react-query';
import * as styles from './CaptchaField.css.ts';
import { auth } from './api.ts';

export const captchaQueryKey = ['captcha'] as const;

/** The server's captcha image with its answer field; a new image on demand (each is single use). */
export function CaptchaField(props: {
  answer: string;
  onAnswer: (answer: string, captchaId: string | null) => void;
  error?: string | undefined;
}) {
  const { t } = useT();
  const captcha = useQuery({
    queryKey: captchaQueryKey,
    queryFn: auth.captcha,
    staleTime: 4 * 60_000,
    gcTime: 0,
  });
  const captchaId = captcha.data?.captchaId ?? null;
  return (
    <div className={styles.row}>
      <TextField
        label={t('auth.captcha')}
        name="captcha"
        autoComplete="off"
        required
        value={props.answer}
        error={props.error}
        onChange={(event) => props.onAnswer(event.target.value, captchaId)}
      />
      <div className={styles.image}>
        {captcha.data ? (
          <img
            src={captcha.data.image}
            alt={t('auth.captchaImage')}
            width={120}
            height={44}
            data-testid="captcha-image"
          />
        ) : (
          <Skeleton width={120} height={44} radius="sm" />
        )}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            props.onAnswer('', null);
            void captcha.refetch();
          }}
        >
          {t('auth.refreshCaptcha')}
        </Button>
      </div>
    </div>
  );
}
