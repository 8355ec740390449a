import { describe, expect, it } from 'vitest';
import { extractFacts } from './extractFacts.ts';
import { isOwnMailLine } from './ownMailLine.ts';

const read = (body: string) =>
  extractFacts(`<!DOCTYPE html><html lang="en"><body>${body}</body></html>`, {
    url: 'https://fieldfarebooks.co.uk/',
    truncated: false,
  });

describe("the company's own mail line", () => {
  it("is a short line with the site's mailbox, plain or hidden, and no other line named", () => {
    const host = 'kirikosushi.co.uk';
    expect(isOwnMailLine('Reservations 01632 960 347 · table@kirikosushi.co.uk', host)).toBe(true);
    expect(isOwnMailLine('01632 960 347 · table (at) kirikosushi (dot) co.uk', host)).toBe(true);
    expect(isOwnMailLine('Tickets 0113 496 0000 · box@leedsgrand.co.uk', host)).toBe(false);
    // A free-mail box named after the company is its own; one named otherwise is not.
    expect(isOwnMailLine('01632 960 347 · kirikosushi@gmail.com', host)).toBe(true);
    expect(isOwnMailLine('01632 960 347 · leeds.bookings@gmail.com', host)).toBe(false);
    // So is a mailbox at a domain that is part of the site's name.
    expect(
      isOwnMailLine('0113 496 0347 · table@kirikosushi.co.uk', 'kiriko-sushi-leeds.co.uk'),
    ).toBe(true);
    expect(isOwnMailLine('Out of hours: NHS 111 · table@kirikosushi.co.uk', host)).toBe(false);
    const prose = `${'We source our fish daily from the market in Leeds and cut it to order. '.repeat(3)}table@kirikosushi.co.uk`;
    expect(isOwnMailLine(prose, host)).toBe(false);
  });

  it('is no line for one errand when the company has a general mailbox: a recruiter keeps its jobs@', () => {
    const line =
      'We are hiring! Send a note to jobs@garageslicepdx.com or leave a message for Marco at (503) 555-0190.';
    expect(isOwnMailLine(line, 'garageslicepdx.com', { errandsApart: true })).toBe(false);
    expect(isOwnMailLine(line, 'garageslicepdx.com', { errandsApart: false })).toBe(true);
    const page = extractFacts(
      [
        '<!DOCTYPE html><html lang="en"><body><h1>Garage Slice</h1>',
        '<section><h2>Jobs</h2><p>Send a note to jobs@garageslicepdx.com or leave a message for Marco at (503) 555-0190.</p></section>',
        '<footer><p>Garage Slice · 2215 SE Division St, Portland, OR 97202 · (503) 555-0162 · orders@garageslicepdx.com</p></footer>',
        '</body></html>',
      ].join(''),
      { url: 'https://garageslicepdx.com/', truncated: false },
    );
    expect(page.phones[0]).toBe('(503) 555-0162');
  });

  it('gives its numbers, invited with a verb, before a labelled number of another party', () => {
    const page = read(
      [
        '<p>Want to run with us? Entries at the hospice office, 3 Church Lane, Littleborough OL15 9AQ, telephone 01706 960 844.</p>',
        '<p>22 Claremont Hill, Shrewsbury SY1 1RD</p>',
        '<p>Call Helen on 01632 960 745 or write to helen@fieldfarebooks.co.uk</p>',
      ].join(''),
    );
    expect(page.phones[0]).toBe('01632 960 745');
    const bel = read('<p>Bel 050 318 2274 of mail boeken@fieldfarebooks.co.uk</p>');
    expect(bel.phones).toEqual(['050 318 2274']);
  });

  it("leaves a line with another party's mailbox, and a fax, alone", () => {
    const page = read(
      '<p>Call the festival office on 01632 960 111 · info@shrewsburyfolk.co.uk</p><p>Fax 01632 960 746 · helen@fieldfarebooks.co.uk</p>',
    );
    expect(page.phones).toEqual([]);
  });
});
