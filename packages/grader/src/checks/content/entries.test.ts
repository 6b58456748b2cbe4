import { describe, expect, it } from 'vitest';
import { sectionBullets, sectionEntries } from './entries.ts';
import { bullet, heading, resume, wrap } from '../../../test/resume-rows.ts';

describe('entries', () => {
  it('keeps a date printed beside a bullet with its entry and the bullet whole', async () => {
    const { layout } = await resume([
      heading('EXPERIENCE'),
      { text: 'Nexus AI, Co-Founder', right: 'San Francisco, CA' },
      {
        text: '• Built model infrastructure serving 2M monthly',
        x: 60,
        right: 'Jun 2023 – Present',
      },
      wrap('API requests'),
      { text: 'NVIDIA, Research Intern', right: 'Santa Clara, CA' },
      bullet('Designed sparse attention'),
    ]);
    const section = layout.sections.find((s) => s.kind === 'experience');
    if (!section) throw new Error('no experience section');
    const bullets = sectionBullets(section, layout);
    expect(bullets.map((b) => b.text)).toEqual([
      'Built model infrastructure serving 2M monthly API requests',
      'Designed sparse attention',
    ]);
    const entries = sectionEntries(section, layout);
    expect(entries.map((e) => e.header.map((l) => l.text))).toEqual([
      ['Nexus AI, Co-Founder', 'San Francisco, CA', 'Jun 2023 – Present'],
      ['NVIDIA, Research Intern', 'Santa Clara, CA'],
    ]);
  });

  it('joins a bullet glyph drawn apart from its text (Chromium) to that text', async () => {
    // 16 pt apart: wider than the gap that splits a printed run.
    const { layout } = await resume([
      heading('EXPERIENCE'),
      'Acme Corp',
      { text: '•', x: 40 },
      { text: 'Shipped the app', x: 60, gap: -14 },
    ]);
    const section = layout.sections.find((s) => s.kind === 'experience');
    if (!section) throw new Error('no experience section');
    const [only, ...rest] = sectionBullets(section, layout);
    expect(rest).toEqual([]);
    expect(only?.text).toBe('Shipped the app');
    expect(only?.lines[0]?.rect.x0).toBeCloseTo(40, 0);
  });
});
