import { describe, expect, it } from 'vitest';
import { contactDetails, contactOnlyInFooter, workEmail } from './contact.ts';
import { heading, lineWith, resume, type Row, within } from '../../../test/resume-rows.ts';

const body = [
  heading('EXPERIENCE'),
  'Acme Corp 2020 – 2023',
  heading('EDUCATION'),
  'State University 2019',
];

describe('contact-details', () => {
  it('finds nothing missing in a complete contact block', async () => {
    const { layout, kind } = await resume([
      { text: 'Jane Doe', bold: true, size: 18 },
      'jane.doe@example.com | +1 (415) 555-0142 | Austin, TX | linkedin.com/in/janedoe',
      ...body,
    ]);
    expect(contactDetails(layout, kind, true)).toEqual([]);
  });

  it('takes a town named on its own beside the email and phone for the location', async () => {
    const titles = async (contact: string) => {
      const { layout, kind } = await resume([
        { text: 'Jane Doe', bold: true, size: 18 },
        contact,
        ...body,
      ]);
      return contactDetails(layout, kind, true).map((f) => f.title);
    };
    expect(
      await titles('jane.doe@mail.co.uk | 07700 900123 | Manchester | linkedin.com/in/janedoe'),
    ).toEqual([]);
    expect(await titles('jane.doe@mail.co.uk | 07700 900123 | linkedin.com/in/janedoe')).toEqual([
      'Missing location',
    ]);
  });

  it('reports each missing detail once, boxing the lines that hold the others', async () => {
    const { layout, kind } = await resume([
      { text: 'Jane Doe', bold: true, size: 18 },
      'jane.doe@example.com',
      ...body,
    ]);
    const found = contactDetails(layout, kind, true);
    expect(found.map((f) => f.title)).toEqual(['Missing phone number', 'Missing location']);
    const email = lineWith(layout, 'jane.doe@example.com').rect;
    for (const f of found) {
      expect(f.rects).toHaveLength(1);
      expect(within(email, f.rects[0] ?? email)).toBe(true);
      expect(f.feedback).toMatch(/^Your contact details have no /);
    }
  });

  it('accepts handles beside icons, labelled links and addresses with a postcode', async () => {
    const { layout, kind } = await resume([
      'Jane Doe',
      'tel: 607.379.5733',
      'mail: jane@example.com',
      'Pleasantville, CA 94588',
      'janedoe-42',
      ...body,
    ]);
    expect(contactDetails(layout, kind, true)).toEqual([]);
  });

  it('reads a phone whose hyphens are soft hyphens, beside a raw icon macro', async () => {
    const { layout, kind } = await resume([
      'Jane Doe',
      '\\faPhone +1 416\u00AD830\u00AD2291 | jane@fastmail.com | Austin, TX | github.com/janedoe',
      ...body,
    ]);
    expect(contactDetails(layout, kind, true)).toEqual([]);
    expect(lineWith(layout, '2291').text).toBe(
      '+1 416-830-2291 | jane@fastmail.com | Austin, TX | github.com/janedoe',
    );
  });

  it('reads a Contact section further down (a sidebar) as well as the top block', async () => {
    const { layout, kind } = await resume([
      'Jane Doe',
      ...body,
      heading('Contact'),
      '+44 20 7946 0958',
      'jane@example.co.uk',
      'London, United Kingdom',
      'github.com/janedoe',
    ]);
    expect(contactDetails(layout, kind, true)).toEqual([]);
  });

  it('does not take a date range for a phone number', async () => {
    const { layout, kind } = await resume([
      'Jane Doe',
      'jane@example.com | Austin, TX | @janedoe',
      '2019 - 2021',
      ...body,
    ]);
    expect(contactDetails(layout, kind, true).map((f) => f.title)).toEqual([
      'Missing phone number',
    ]);
  });
});

describe('work-email', () => {
  it("flags an address on an employer's domain and boxes the address", async () => {
    const { layout } = await resume([
      'Barry Allen',
      'barry.allen@google.com | +1 650 253 0000 | Mountain View, CA',
      heading('EXPERIENCE'),
      'Google, Front-End Developer 2019 – Present',
      heading('EDUCATION'),
      'State College 2019',
    ]);
    const [found] = workEmail(layout);
    expect(found?.mistake).toBe("'barry.allen@google.com'");
    const line = lineWith(layout, 'barry.allen@google.com').rect;
    expect(found?.rects[0]?.x1).toBeLessThan(line.x1 - 100);
  });

  it('leaves personal, university and example addresses alone', async () => {
    for (const address of ['barry@gmail.com', 'ba123@cornell.edu', 'barry@example.com']) {
      const { layout } = await resume([
        'Barry Allen',
        address,
        heading('EXPERIENCE'),
        'Cornell, Research Assistant 2019 – 2020',
        'Example Labs, Intern 2020',
      ]);
      expect(workEmail(layout), address).toEqual([]);
    }
  });

  it('reads an employer from where an entry names it, not from a word inside a title', async () => {
    const { layout } = await resume([
      'Alice Liddell',
      'alice@wonderland.com',
      heading('EXPERIENCE'),
      'Alice in Wonderland, 1933 version  1933 – 1934',
      'Film Critic, Picture Review  1935 – 1940',
    ]);
    expect(workEmail(layout)).toEqual([]);
  });
});

describe('contact details in a footer', () => {
  const footer = (text: string): Row => ({ text, gap: 630 });

  it('are found, and named an ATS risk when the footer is the only place they are', async () => {
    const { layout, kind } = await resume([
      'Jane Doe',
      'Austin, TX | github.com/janedoe',
      ...body,
      footer('jane.doe@fastmail.com | +1 512 804 3317'),
    ]);
    expect(contactDetails(layout, kind, true)).toEqual([]);
    const [found] = contactOnlyInFooter(layout);
    expect(found?.mistake).toBe('Your email address and phone number only in the page footer');
    const line = lineWith(layout, 'jane.doe@fastmail.com').rect;
    expect(found?.rects).toEqual([line]);
  });

  it('are no risk when the header has them too', async () => {
    const { layout } = await resume([
      'Jane Doe',
      'jane.doe@fastmail.com | +1 512 804 3317 | Austin, TX',
      ...body,
      footer('jane.doe@fastmail.com | +1 512 804 3317'),
    ]);
    expect(contactOnlyInFooter(layout)).toEqual([]);
  });
});
