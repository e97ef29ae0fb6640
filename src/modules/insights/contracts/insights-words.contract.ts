/** What the executive's screens promise: 'typically within 24 hours' (spec part 1). */
export const VETTING_PROMISE_HOURS = 24;

/** The Insights page's and the Marketplace tab's words (the spec quotes none: decision 050). */
export const insightsMessages = {
  pageTitle: 'Insights',
  pageIntro: 'How clients and visitors find your profile, week by week.',
  notListed: 'Insights begin once your profile is approved and listed in the directory.',
  nothingYet: 'Nothing counted yet. Your figures appear here as clients and visitors search the directory.',
  loadFailed: 'We could not load your insights. Please try again.',
  chartTitle: 'The last 12 weeks',
  thisWeek: 'This week',
  lastWeek: 'Last week',
  appearances: 'Search appearances',
  opens: 'Profile opens',
  shortlistAdds: 'Shortlist adds',
  contactShown: 'Contact details shown',
  compareAdds: 'Compare adds',
  topTerms: 'Top search terms',
  topTermsEmpty: 'No search term yet: a term shows once at least three different searchers have used it.',
  averagePosition: 'Average position',
  howToBeFoundMore: 'How to be found more',
  privacyNote: 'Counts never say who looked. Your own visits and our team’s are not counted.',
  marketplaceTab: 'Marketplace',
  marketplaceLoadFailed: 'We could not load the marketplace figures. Please try again.',
  overPromise: 'Over 24 hours',
  loading: 'Loading your insights...',
  countingSince: (day: string) => `Counting since ${day}.`,
  seeInsights: 'See your insights',
  yourProfile: 'Your Profile',
  legend: 'Legend',
  showTable: 'Show as a table',
  hideTable: 'Hide the table',
  week: 'Week',
  weeksTableCaption: 'Search appearances, profile opens and shortlist adds in each of the last 12 weeks, oldest first',
  topTermsPeriod: 'The last 28 days',
  topTermsCaption: 'The search terms your profile appeared for in the last 28 days',
  term: 'Search term',
  weeklyEmailHeading: 'Weekly e-mail',
  weeklyEmailLabel: 'Send me my insights every Monday',
  weeklyEmailDescription: 'Last week’s search appearances, opens and shortlist adds, with one way to be found more.',
  weeklyEmailSaved: 'Your weekly e-mail choice is saved.',
  weeklyEmailSaveFailed: 'We could not save your choice. Please try again.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Turn the weekly e-mail off from your Insights page instead.',
} as const;

/** The words recorded with a weekly e-mail consent given or withdrawn on the Insights page (decision 038): the page's own. */
export const WEEKLY_EMAIL_WORDING = `${insightsMessages.weeklyEmailLabel}: ${insightsMessages.weeklyEmailDescription}`;
