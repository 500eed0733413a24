/** The cost estimate, from the register: each figure with its source and the day it was checked. */
import { Anchor, Text, Title } from '@mantine/core';
import { memo } from 'react';
import type { Lang } from '@/i18n/lang';
import { asChecked, FACTS, formatRupees } from '@/business/legal-facts';
import { estimate } from './fees';
import { TEXT } from './text';
import type { Answers, DraftSpec } from './types';

// Memoised as the previews are: a step change leaves the estimate as it was.
export const EstimateView = memo(function EstimateView({
  spec,
  answers,
  lang,
}: {
  spec: DraftSpec;
  answers: Answers;
  lang: Lang;
}) {
  const { lines, known, incomplete } = estimate(spec, answers);
  const t = (text: { en: string; hi: string }) => text[lang];
  return (
    <section aria-labelledby="draft-estimate">
      <Title order={2} size="h4" id="draft-estimate" mb={4}>
        {t(TEXT.estimate)}
      </Title>
      <Text size="sm" mb="xs">
        {t(TEXT.estimateNote)}
      </Text>
      <table className="draft-cost">
        <tbody>
          {lines.map((line) => {
            const fact = 'fact' in line ? FACTS[line.fact] : undefined;
            const figure =
              line.kind === 'amount'
                ? formatRupees(line.rupees, lang)
                : line.kind === 'exempt'
                  ? t(TEXT.exempt)
                  : line.kind === 'firm' && line.rupees !== null
                    ? formatRupees(line.rupees, lang)
                    : line.kind === 'firm'
                      ? t(TEXT.firmPending)
                      : t(TEXT.unknown);
            return (
              <tr key={line.id}>
                <th scope="row">
                  {t(line.label)}
                  {fact && 'fact' in line && (
                    <small>
                      {/* The register writes the law in English: marked, so a Hindi page reads it as English. */}
                      <span lang="en">{fact.law}</span>.{' '}
                      <Anchor href={fact.source} target="_blank" rel="noopener noreferrer" size="xs">
                        {t(TEXT.source)}
                      </Anchor>
                      , {asChecked(lang, line.fact)}
                    </small>
                  )}
                </th>
                <td className="draft-amount">{figure}</td>
              </tr>
            );
          })}
          <tr>
            <th scope="row">{t(TEXT.total)}</th>
            <td className="draft-amount">
              {formatRupees(known, lang)}
              {incomplete && <small>{t(TEXT.totalPlus)}</small>}
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  );
});
