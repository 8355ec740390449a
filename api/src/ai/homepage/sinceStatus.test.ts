import { describe, expect, it } from 'vitest';
import { foundingYearsInText } from './foundingYears.ts';

describe('a since-year that dates a quality mark or a website', () => {
  it('is not the founding when the mark is named after the year', () => {
    for (const text of [
      'Onze wellness draagt sinds 2024 het keurmerk Sauna Kwaliteit Plus, voor hygiëne en veiligheid.',
      'Sinds 2015 in het bezit van het OSB-keurmerk voor schoonmaakbedrijven.',
      'Seit 2019 tragen wir das Gütesiegel der Handwerkskammer.',
      'Depuis 2012 nous détenons la certification Qualibat.',
      'Desde 2018 con la certificación ISO 9001 en todos los procesos.',
    ]) {
      expect(foundingYearsInText(text, 'example-firm.nl'), text).toEqual([]);
    }
  });

  it("is not the founding when it dates the shop's website", () => {
    for (const text of [
      'Onze nieuwe webshop staat sinds 2023 online, maar je bent nog steeds welkom in de winkel.',
      'Unser Onlineshop ist seit 2012 für Sie da.',
      'Notre boutique est en ligne depuis 2015 : commandez 24h/24.',
      'Seit 2010 online: alle Ersatzteile auf Lager.',
    ]) {
      expect(foundingYearsInText(text, 'example-firm.de'), text).toEqual([]);
    }
  });

  it("keeps the company's own since-year beside a mark or a shop told in another clause", () => {
    expect(
      foundingYearsInText('Sinds 1987 uw bakker in Zwolle, met het keurmerk Echte Bakker.', 'x.nl'),
    ).toEqual([1987]);
    expect(
      foundingYearsInText('Bestellen Sie online. Seit 1952 Ihr Fachhändler für Wolle.', 'x.de'),
    ).toEqual([1952]);
  });
});

describe('a since-year that dates a subsidy or a contract', () => {
  it('is not the founding', () => {
    for (const text of [
      'I nostri corsi sono sussidiati dalla Confederazione dal 2020: fino al 50% rimborsato.',
      'Disponemos de plazas concertadas con el IMAS desde 2009.',
      'Our apprenticeships have been funded by the county council since 2016.',
    ]) {
      expect(foundingYearsInText(text, 'example-school.ch'), text).toEqual([]);
    }
  });
});

describe('a since-year that dates a delivery platform or a home', () => {
  it('is not the founding', () => {
    for (const text of [
      'Desde 2019 entregamos via Uber Eats e Glovo em todo o centro do Porto.',
      'Since 2020 you can also order us on Deliveroo.',
      'Seit 2021 liefern wir auch über Lieferando.',
      'Seit 2013 sind wir an der Industriestrasse zu Hause, auf dem Areal einer Garage.',
    ]) {
      expect(foundingYearsInText(text, 'example-firm.pt'), text).toEqual([]);
    }
  });

  it("keeps the company's own since-year told before its delivery", () => {
    expect(
      foundingYearsInText('Seit 1987 backen wir in Graz. Bestellen Sie bei Lieferando.', 'x.at'),
    ).toEqual([1987]);
  });
});
