/**
 * A firm's legal form after its name, in the seven languages' countries: "GmbH", "e. V.", "Ltd",
 * "S.A.", "S.r.l.", "B.V.", "Lda". One list for every rule that tells a firm by it.
 */
export const LEGAL_FORM = String.raw`(?:g?GmbH|AG|KG|e\.\s?V\.|Ltd|Limited|PLC|plc|Inc|LLC|SARL|Sàrl|SAS|S\.L\.|SL|S\.A\.|SA|S\.r\.l\.|Srl|S\.p\.A\.|SpA|B\.V\.|BV|N\.V\.|Lda|Ltda)`;

/**
 * A register's or tax number's name, as an imprint writes it after the firm's address: "TVA BE
 * 0437.512.806", "P.IVA", "USt-IdNr.", "RPR Antwerpen", "KvK", "CNPJ", "RNAAT n.º 412/2013". The
 * line it closes is where the letters go, not always where customers come.
 */
export const LEGAL_IDENTIFIER =
  /\b(?:TVA|BTW|P\.?\s?IVA|USt-?Id\w*|UID|VAT|NIF|CIF|CNPJ|RPR|KvK|HRB|HRA|RCS|REA|RNAAT|SIRE[NT]|Handelsregister|Registro delle imprese|Partita IVA)\b/i;
