import { IMPORT_COLUMNS } from '#shared/schemas/importRow';

export const IMPORT_TEMPLATE_FILENAME = 'review_import_template.csv';

/** The template the Import Reviews screen offers: the header and two example rows. */
export const IMPORT_TEMPLATE_CSV = [
  IMPORT_COLUMNS.join(','),
  'acme-logistics.com,5,Reliable partner,"Delivered every shipment on time, and support answered within the hour.",false,Jane Smith,jane.smith@example.com,2024-03-15',
  'example-software.io,2,Billing problems,"We were charged twice in March; the refund took six weeks.",true,,,2024-04-02',
]
  .join('\r\n')
  .concat('\r\n');
