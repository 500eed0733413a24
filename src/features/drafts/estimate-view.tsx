/** The cost estimate, from the register: each figure with its source and the day it was checked. */
import { Anchor, Text, Title } from '@mantine/core';
import { memo } from 'react';
import { asChecked, FACTS, formatRupees } from '@/business/legal-facts';
import { estimate } from './fees';
import type { Answers, DraftSpec } from './types';

// Memoised as the previews are: a step change leaves the estimate as it was.
export const EstimateView = memo(function EstimateView({ spec, answers }: { spec: DraftSpec; answers: Answers }) {
  const { lines, known, incomplete } = estimate(spec, answers);
  const { lang, text } = spec;
  return (
    <section aria-labelledby="draft-estimate">
      <Title order={2} size="h4" id="draft-estimate" mb={4}>
        {text.estimate}
      </Title>
      <Text size="sm" mb="xs">
        {text.estimateNote}
      </Text>
      <table className="draft-cost">
        <tbody>
          {lines.map((line) => {
            const fact = 'fact' in line ? FACTS[line.fact] : undefined;
            const figure =
              line.kind === 'amount'
                ? formatRupees(line.rupees, lang)
                : line.kind === 'exempt'
                  ? text.exempt
                  : line.kind === 'firm' && line.rupees !== null
                    ? formatRupees(line.rupees, lang)
                    : line.kind === 'firm'
                      ? text.firmPending
                      : text.unknown;
            return (
              <tr key={line.id}>
                <th scope="row">
                  {line.label}
                  {fact && 'fact' in line && (
                    <small>
                      {/* The register writes the law in English: marked, so a Hindi page reads it as English. */}
                      <span lang="en">{fact.law}</span>.{' '}
                      <Anchor href={fact.source} target="_blank" rel="noopener noreferrer" size="xs">
                        {text.source}
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
            <th scope="row">{text.total}</th>
            <td className="draft-amount">
              {formatRupees(known, lang)}
              {incomplete && <small>{text.totalPlus}</small>}
            </td>
          </tr>
        </tbody>
      </table>
    </section>
  );
});
