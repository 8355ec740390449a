export interface FaqGroup {
  id: string;
  title: string;
  items: Array<{ question: string; answer: string }>;
}

/** The Help Center's questions, in the spec's four groups. */
export const FAQ: FaqGroup[] = [
  {
    id: 'getting-started',
    title: 'Getting Started',
    items: [
      {
        question: 'How do I find a company?',
        answer:
          "Type the company's website domain (for example acme.com) or its name in the search box on the home page. Pick a suggestion or press Enter to open its profile.",
      },
      {
        question: "What if the company I'm looking for isn't listed?",
        answer:
          "Search for its website domain anyway. We create the company's profile automatically the first time its domain is searched, so you can review it right away.",
      },
      {
        question: 'Do I need an account?',
        answer:
          'No account is needed to read reviews. You can also post a review without one; creating a free account lets you manage your reviews, be notified of company responses, build your reviewer reputation and vote on reviews.',
      },
      {
        question: 'How do I browse companies by industry?',
        answer:
          'Open Categories in the menu. Every industry category lists its subcategories with the number of companies in each.',
      },
    ],
  },
  {
    id: 'writing-reviews',
    title: 'Writing Reviews',
    items: [
      {
        question: 'How do I write a review?',
        answer:
          "Choose Write Review in the menu, enter the company's website, rate it from 1 to 5 stars and describe your experience. You can also use the Write a Review button on any company profile.",
      },
      {
        question: 'What is the difference between a review, a complaint and a comment?',
        answer:
          'A review rates the company from 1 to 5 stars. A complaint reports a problem you had with the company and counts as a 1-star rating. A comment shares information without a rating.',
      },
      {
        question: 'Can I edit or delete my review?',
        answer:
          'Sign in and open your profile (the greeting at the top of the page) to see all your reviews. To change or remove one, contact our support team and we will help you.',
      },
      {
        question: 'Why was my review removed?',
        answer:
          'Reviews that break our Terms of Service, for example fake, abusive or off-topic reviews, may be removed by our moderators.',
      },
    ],
  },
  {
    id: 'business-owners',
    title: 'Business Owners',
    items: [
      {
        question: 'How do I claim my company profile?',
        answer:
          'Open your company profile and choose Claim This Company. Use an email address at your company domain: we send it a verification link. Other claims are reviewed by our admin team, who may ask for proof of your association with the company.',
      },
      {
        question: 'Can I respond to reviews?',
        answer:
          'Yes. Anyone can reply to a review, and business owners can respond to reviews after claiming their company profile.',
      },
      {
        question: 'What does the "Invited" mark on a review mean?',
        answer:
          "The company invited its author to write it, with a link we mailed on its behalf (each link works once). Invited reviews are published whatever their rating, under the same rules as every other review: a company may invite its customers but never choose which reviews appear. Owners of a claimed profile send invitations from their business dashboard, at most 2,000 a day and one per address every 30 days; anyone can stop a company's invitations for good with the link in the mail.",
      },
      {
        question: 'How do I show my rating on my own website?',
        answer:
          'Use the rating widget: a small card for a frame (/widget/your-domain) or a badge image (/widget/your-domain.svg), both linking back to your profile. Your business dashboard has the snippet to copy. A company without reviews shows "Not yet rated".',
      },
      {
        question: 'How do I correct wrong information on my profile?',
        answer:
          'Use Report Issue on the company profile to tell us what is wrong. Contact details are AI-generated and may be inaccurate until a representative verifies them.',
      },
      {
        question: 'How do awards work?',
        answer:
          'Every quarter we recognise the best-rated companies in each category, based on customer reviews and performance metrics. See the Awards page for details.',
      },
    ],
  },
  {
    id: 'account-privacy',
    title: 'Account & Privacy',
    items: [
      {
        question: 'Is my name shown on my reviews?',
        answer: 'No. Every review is published as Anonymous.',
      },
      {
        question: 'How do you use my data?',
        answer:
          'We use your information to run the service and keep it safe. We never sell it. Read our Privacy Policy for details.',
      },
      {
        question: 'How do I delete my account?',
        answer:
          'Contact our support team from the Contact page with the email address of your account, and we will delete it and your personal data.',
      },
      {
        question: 'How do I change my cookie settings?',
        answer:
          'Open the Cookie Policy page and choose Cookie Settings to review or change your choice.',
      },
    ],
  },
];

/** The FAQ narrowed to questions whose question or answer contains every word typed. */
export function filterFaq(groups: FaqGroup[], text: string): FaqGroup[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => {
        const haystack = `${item.question} ${item.answer}`.toLowerCase();
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((group) => group.items.length > 0);
}
