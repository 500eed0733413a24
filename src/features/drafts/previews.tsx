import { Group, Title } from '@mantine/core';
import { memo, useState } from 'react';
import { otherLang, type Lang } from '@/i18n/lang';
import { Button } from '@/ui/button';
import { DraftPreview } from './preview';
import { format, TEXT } from './text';
import type { Answers, DraftSpec } from './types';

/**
 * The preview in the page's language, and in the other one beside it (1200
 * px and up) or one tap away. Memoised: Next and Back change the step, not
 * the answers, so the previews do not render again.
 */
export const Previews = memo(function Previews({
  spec,
  answers,
  lang,
  done,
}: {
  spec: DraftSpec;
  answers: Answers;
  lang: Lang;
  done: boolean;
}) {
  const [showOther, setShowOther] = useState(false);
  const t = (text: { en: string; hi: string }) => text[lang];
  const other = otherLang(lang);
  return (
    <>
      <div className="draft-own-col" style={{ display: showOther ? 'none' : 'block' }}>
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4">
            {format(t(TEXT.previewIn), { language: t(TEXT.language[lang]) })}
          </Title>
          <Button type="button" size="xs" variant="light" className="draft-toggle" onClick={() => setShowOther(true)}>
            {t(TEXT.showOther)}
          </Button>
        </Group>
        <DraftPreview spec={spec} answers={answers} lang={lang} print />
        {!done && (
          <Button type="button" variant="subtle" mt="sm" onClick={() => window.print()}>
            {t(TEXT.print)}
          </Button>
        )}
      </div>
      <div className="draft-other-col" style={{ display: showOther ? 'block' : 'none' }}>
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4" lang={other}>
            {format(TEXT.previewIn[other], { language: TEXT.language[other][other] })}
          </Title>
          <Button type="button" size="xs" variant="light" className="draft-toggle" onClick={() => setShowOther(false)}>
            {t(TEXT.showOwn)}
          </Button>
        </Group>
        <DraftPreview spec={spec} answers={answers} lang={other} />
      </div>
    </>
  );
});
