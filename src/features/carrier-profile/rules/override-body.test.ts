import { describe, expect, it } from 'vitest';
import { formFieldOf, overrideBody, type OverrideForm } from './override-body';

const TODAY = '2026-03-17';
const form = (patch: Partial<OverrideForm> = {}): OverrideForm => ({
  is_type: 'cargo_coverage_gteq_one_hundred_thousand',
  classification: '',
  expiry: 'indefinite',
  until: '',
  file: null,
  ...patch,
});
const pdf = (size = 2048) => new File([new Uint8Array(size)], 'coi.pdf', { type: 'application/pdf' });

describe('overrideBody', () => {
  it('sends the Rails bracket names, active, with 2080-01-01 for no expiry', () => {
    const file = pdf();
    expect(overrideBody(form({ file }), 1002, TODAY)).toEqual({
      body: {
        'rule_override[is_active]': true,
        'rule_override[expiration_date]': '2080-01-01',
        'rule_override[carrier_id]': 1002,
        'rule_override[is_type]': 'cargo_coverage_gteq_one_hundred_thousand',
        'rule_override[file]': file,
      },
    });
  });
  it('sends the chosen last day and the classification', () => {
    const result = overrideBody(form({ expiry: 'until', until: '2026-06-30', classification: '3101' }), 1002, TODAY);
    expect(result).toMatchObject({
      body: { 'rule_override[expiration_date]': '2026-06-30', 'rule_override[classification_id]': 3101 },
    });
  });
  it('sends no file part without a file, and no classification for every carrier', () => {
    const result = overrideBody(form(), 1002, TODAY);
    expect('body' in result && Object.keys(result.body)).toEqual([
      'rule_override[is_active]',
      'rule_override[expiration_date]',
      'rule_override[carrier_id]',
      'rule_override[is_type]',
    ]);
  });
  it('names each problem on its field and sends nothing', () => {
    const big = pdf(11 * 1_048_576);
    expect(overrideBody(form({ expiry: 'until', until: '2026-03-01', file: big, is_type: '' }), 1002, TODAY)).toEqual({
      errors: {
        until: 'The last day cannot be in the past.',
        file: 'coi.pdf is 11 MB; files up to 10 MB are taken.',
        is_type: 'Choose the rule to override.',
      },
    });
    const exe = new File(['x'], 'coi.exe', { type: 'application/octet-stream' });
    expect(overrideBody(form({ file: exe }), 1002, TODAY)).toEqual({
      errors: { file: 'coi.exe is not a PDF, PNG or JPEG file.' },
    });
  });
});

describe('formFieldOf', () => {
  it('maps the server’s and the contract’s names to the form’s fields', () => {
    expect(formFieldOf('expiration_date')).toBe('until');
    expect(formFieldOf('rule_override[file]')).toBe('file');
    expect(formFieldOf('toString')).toBeUndefined();
  });
});
