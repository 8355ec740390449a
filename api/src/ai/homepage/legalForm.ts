/**
 * A firm's legal form after its name, in the seven languages' countries: "GmbH", "e. V.", "Ltd",
 * "S.A.", "S.r.l.", "B.V.", "Lda". One list for every rule that tells a firm by it.
 */
export const LEGAL_FORM = String.raw`(?:g?GmbH|AG|KG|e\.\s?V\.|Ltd|Limited|PLC|plc|Inc|LLC|SARL|Sàrl|SAS|S\.L\.|SL|S\.A\.|SA|S\.r\.l\.|Srl|S\.p\.A\.|SpA|B\.V\.|BV|N\.V\.|Lda|Ltda)`;
