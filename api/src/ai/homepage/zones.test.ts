import { describe, expect, it } from 'vitest';
import { isBoilerplateElement, isOtherPartyBox } from './zones.ts';

describe('boilerplate elements', () => {
  it('leaves a page builder’s block wrappers and a theme’s hero banner to the content', () => {
    expect(isBoilerplateElement('div', { class: 'elementor-widget-container' })).toBe(false);
    expect(isBoilerplateElement('div', { class: 'banner__content' })).toBe(false);
    expect(isBoilerplateElement('section', { id: 'menu' })).toBe(false);
  });

  it('still drops sidebar widgets, cookie banners and navigation menus', () => {
    expect(isBoilerplateElement('div', { class: 'widget widget_text' })).toBe(true);
    expect(isBoilerplateElement('div', { class: 'footer-widget-area' })).toBe(true);
    expect(isBoilerplateElement('div', { class: 'cmplz-cookiebanner banner-1' })).toBe(true);
    expect(isBoilerplateElement('ul', { id: 'menu' })).toBe(true);
    expect(isBoilerplateElement('div', { id: 'menu' })).toBe(true);
  });
});

describe("others' voice", () => {
  it("reads Joomla's featured view, a homepage's own articles, as the company's words", () => {
    for (const name of ['blog-featured', 'blog-items', 'blog-item']) {
      expect(isOtherPartyBox('div', { class: name }), name).toBe(false);
    }
    expect(isOtherPartyBox('div', { class: 'blog-posts' })).toBe(true);
    // WordPress's static front page is an entry too, but no post.
    expect(
      isOtherPartyBox('article', { class: 'post-12 page type-page status-publish hentry' }),
    ).toBe(false);
    expect(isOtherPartyBox('article', { class: 'post-7 post type-post hentry' })).toBe(true);
    expect(isOtherPartyBox('div', { class: 'latest-news' })).toBe(true);
  });
});
