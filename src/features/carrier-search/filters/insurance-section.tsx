import { RangeSlider, Slider, Text } from '@mantine/core';
import {
  COVERAGE_SLIDER_STOPS,
  LIABILITY_MAX,
  LIABILITY_STEP,
  cargoCoverageForSlider,
  type Range,
} from '../../../domain';
import { shortDollars } from '../labels';
import { Section, type SectionProps } from './filter-sections';

const coverageLabel = (position: number) => {
  const amount = cargoCoverageForSlider(position);
  return amount === 0 ? 'Any' : `${shortDollars(amount)}+`;
};
const liabilityLabel = (amount: number) => (amount >= LIABILITY_MAX ? '$5M+' : shortDollars(amount) || '$0');
const rangeText = (range: Range) =>
  range.min === 0 && range.max === LIABILITY_MAX
    ? 'any'
    : `${liabilityLabel(range.min)} to ${liabilityLabel(range.max)}`;

function LiabilitySlider({ name, value, onCommit }: { name: string; value: Range; onCommit: (range: Range) => void }) {
  return (
    <div>
      <Text size="xs" fw={500}>
        {name}: {rangeText(value)}
      </Text>
      <RangeSlider
        size="sm"
        mt={6}
        mb="md"
        min={0}
        max={LIABILITY_MAX}
        step={LIABILITY_STEP}
        minRange={0}
        defaultValue={[value.min, value.max]}
        key={`${value.min}-${value.max}`}
        label={liabilityLabel}
        marks={[
          { value: 0, label: '$0' },
          { value: LIABILITY_MAX, label: '$5M+' },
        ]}
        thumbFromLabel={`${name}, at least`}
        thumbToLabel={`${name}, at most`}
        onChangeEnd={([min, max]) => onCommit({ min, max })}
      />
    </div>
  );
}

/** Cargo coverage (six stops: any, $100k … $1M) and general and auto liability ranges ($0–5M in $1M steps). */
export function InsuranceSection({ filters, onChange }: SectionProps) {
  return (
    <Section title="Insurance">
      <div>
        <Text size="xs" fw={500}>
          Cargo coverage: {coverageLabel(filters.cargoCoverage)}
        </Text>
        <Slider
          size="sm"
          mt={6}
          mb="md"
          min={0}
          max={COVERAGE_SLIDER_STOPS.at(-1)}
          step={50}
          defaultValue={filters.cargoCoverage}
          key={filters.cargoCoverage}
          label={coverageLabel}
          marks={COVERAGE_SLIDER_STOPS.map((value) => ({ value }))}
          thumbLabel="Cargo coverage, at least"
          onChangeEnd={(cargoCoverage) => onChange({ cargoCoverage })}
        />
      </div>
      <LiabilitySlider
        name="General liability"
        value={filters.generalLiability}
        onCommit={(generalLiability) => onChange({ generalLiability })}
      />
      <LiabilitySlider
        name="Auto liability"
        value={filters.autoLiability}
        onCommit={(autoLiability) => onChange({ autoLiability })}
      />
    </Section>
  );
}
