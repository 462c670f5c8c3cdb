import { AanvraagStatus } from '@ikv/db';
import { describe, expect, it } from 'vitest';
import { AANVRAAG_STATUS_LABELS, aanvraagStatusLabel } from './aanvraag-status-labels.rules.ts';
import { TALEN } from '../../shared/taal.ts';

const STATUSSEN = Object.values(AanvraagStatus);

describe('AANVRAAG_STATUS_LABELS', () => {
  it('labels every status of the database in both languages, and nothing else', () => {
    for (const taal of TALEN) expect(Object.keys(AANVRAAG_STATUS_LABELS[taal]).sort()).toEqual([...STATUSSEN].sort());
  });

  it('has no empty label, no code as label and no label twice within a language', () => {
    for (const taal of TALEN) {
      const labels = STATUSSEN.map((s) => aanvraagStatusLabel(s, taal));
      for (const [i, label] of labels.entries()) {
        expect(label.trim()).not.toBe('');
        expect(label).toBe(label.trim());
        expect(label).not.toBe(STATUSSEN[i]);
      }
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});
