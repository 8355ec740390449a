import { describe, expect, it } from 'vitest';
import { extractFacts } from './extractFacts.ts';

const read = (body: string) =>
  extractFacts(`<!DOCTYPE html><html lang="en"><body>${body}</body></html>`, {
    url: 'https://fieldfarebooks.co.uk/',
    truncated: false,
  });

describe('numbers in attributes, phone elements and WhatsApp links', () => {
  it('reads numbers themes keep in attributes, phone elements and WhatsApp links', () => {
    const attributes = read(
      [
        '<header><button data-phone="02 47 52 90 36">Nous appeler</button></header>',
        '<p><img src="tel.png" alt="Tel. 0372 45 81 09"></p>',
      ].join(''),
    );
    expect(attributes.phones).toEqual(['02 47 52 90 36', '0372 45 81 09']);
    const divi = read('<div id="top-header"><span id="et-info-phone">954 21 76 38</span></div>');
    expect(divi.phones).toEqual(['954 21 76 38']);
    const icon = read(
      '<span class="header-phone"><img src="phone.svg" alt=""> 0113 496 0732</span>',
    );
    expect(icon.phones).toEqual(['0113 496 0732']);
    const head = extractFacts(
      '<html><head><meta property="og:phone_number" content="+33 4 50 45 62 17"></head><body><p>Bijoux</p></body></html>',
      { url: 'https://fieldfarebooks.co.uk/', truncated: false },
    );
    expect(head.phones).toEqual(['+33 4 50 45 62 17']);
    const chat = read('<p><a href="https://wa.me/447700900318">Message us on WhatsApp</a></p>');
    expect(chat.phones).toEqual(['+447700900318']);
  });

  it("takes no bare number from an alt text, and no testimonial's attribute", () => {
    const page = read(
      '<p><img src="km.png" alt="Lieferung bis 0521 98 14, seit 1998"></p><blockquote class="testimonial"><p>Top Service! Anna, Bielefeld</p><button data-phone="0521 98 14 02">Anna anrufen</button></blockquote>',
    );
    expect(page.phones).toEqual([]);
  });

  it("takes a WhatsApp line's unlabelled number before the chat", () => {
    const page = read(
      '<main><p>Rua Barão de Jaguara 940, sala 3, Campinas – SP · (19) 3231-7742 · WhatsApp (19) 99812-4470</p></main>',
    );
    expect(page.phones).toEqual(['(19) 3231-7742', '(19) 99812-4470']);
  });
});
