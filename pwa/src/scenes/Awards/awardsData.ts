/**
 * Everything the awards page shows, in one object. It is the spec's sample (§2, §9) until
 * awards are computed from reviews (a later issue): replacing `AWARDS` with real data, or
 * passing another object to `AwardsView`, is the only change needed.
 */
export interface AwardsData {
  currentQuarter: string;
  winners: Array<{ category: string; company: string; rating: number; satisfaction: number }>;
  previous: Array<{
    quarter: string;
    winners: Array<{ category: string; company: string; rating: number }>;
  }>;
  topRated: Array<{
    name: string;
    category: string;
    badge: string;
    verified: boolean;
    rating: number;
    reviewCount: number;
    reviews: Array<{ author: string; role: string; text: string }>;
  }>;
}

export const AWARDS: AwardsData = {
  currentQuarter: '2025 Q3',
  winners: [
    {
      category: 'Technology & Software',
      company: 'Northwind Cloud',
      rating: 4.9,
      satisfaction: 98,
    },
    {
      category: 'Marketing & Advertising',
      company: 'Contoso Media',
      rating: 4.8,
      satisfaction: 95,
    },
    {
      category: 'Professional Services',
      company: 'Fabrikam Advisory',
      rating: 4.7,
      satisfaction: 94,
    },
  ],
  previous: [
    {
      quarter: '2024 Q4',
      winners: [
        { category: 'Technology & Software', company: 'Tailspin Software', rating: 4.8 },
        { category: 'Business Services', company: 'Litware Logistics', rating: 4.6 },
      ],
    },
    {
      quarter: '2024 Q3',
      winners: [
        { category: 'Marketing & Advertising', company: 'Proseware Digital', rating: 4.7 },
        { category: 'Professional Services', company: 'Adatum Consulting', rating: 4.5 },
      ],
    },
  ],
  topRated: [
    {
      name: 'Northwind Cloud',
      category: 'Technology & Software',
      badge: '2024 Q3 Category Leader',
      verified: true,
      rating: 4.9,
      reviewCount: 312,
      reviews: [
        {
          author: 'Sarah M.',
          role: 'CTO',
          text: 'Rock-solid platform and a support team that answers within minutes.',
        },
        {
          author: 'David K.',
          role: 'IT Director',
          text: 'Migration was smooth and the uptime has been flawless.',
        },
      ],
    },
    {
      name: 'Contoso Media',
      category: 'Marketing & Advertising',
      badge: '2024 Q3 Category Leader',
      verified: true,
      rating: 4.8,
      reviewCount: 247,
      reviews: [
        {
          author: 'Lisa P.',
          role: 'Marketing Manager',
          text: 'Our qualified leads doubled within one quarter.',
        },
        {
          author: 'James R.',
          role: 'Founder',
          text: 'Creative, data-driven and always on schedule.',
        },
      ],
    },
    {
      name: 'Fabrikam Advisory',
      category: 'Professional Services',
      badge: '2024 Q3 Category Leader',
      verified: true,
      rating: 4.7,
      reviewCount: 189,
      reviews: [
        {
          author: 'Emma T.',
          role: 'COO',
          text: 'Clear advice that paid for itself in the first month.',
        },
        { author: 'Michael B.', role: 'CFO', text: 'Thorough, responsive and easy to work with.' },
      ],
    },
  ],
};
