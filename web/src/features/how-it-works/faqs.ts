export type Faq = { question: string; answer: string };

export const FAQS: Faq[] = [
  {
    question: 'Is TalentLeaders really free for companies?',
    answer:
      'Yes. Searching the directory, registering, viewing full profiles and contacting leaders cost nothing, and we take no commission or placement fee when you hire. You agree the rate and terms directly with the leader you choose.',
  },
  {
    question: 'How are the leaders vetted?',
    answer:
      'Every profile is reviewed by our team before it appears in the directory, typically within 24 hours. We check the role, experience, areas of expertise and professional links, and we can revoke an approval at any time if a profile no longer meets our standards.',
  },
  {
    question: 'What is the difference between fractional, contract, retainer and temporary full-time work?',
    answer:
      'A fractional leader works with you for part of each week on an ongoing basis. Contract work is a defined project with a start and an end. A retainer is a fixed monthly commitment of time. Temporary full-time covers a full-time gap, such as parental leave or the search for a permanent hire. Each profile shows which arrangements the leader offers.',
  },
  {
    question: 'Why does the company sign-up ask for a work e-mail address?',
    answer:
      "Leaders share their contact details and CV only with real companies. A work e-mail address (not a personal one such as Gmail or Outlook) tells them who is getting in touch and keeps the directory free of recruiters' spam.",
  },
];
