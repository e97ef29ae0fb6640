import type { PostStatus } from '../contracts/post-status.contract.ts';

export type DemoAuthor = { name: string; bio: string; email?: string };

export type DemoArticle = {
  title: string;
  /** a category slug from the content migration */
  category: string;
  author: DemoAuthor;
  excerpt: string;
  tags: string;
  status: PostStatus;
  /** days before the seed ran (published ones: when they were published) */
  daysAgo: number;
  paragraphs: string[];
  comments?: { name: string; text: string; status: 'approved' | 'pending'; hoursAfter: number }[];
};

const AMARA: DemoAuthor = {
  name: 'Amara Okafor',
  bio: 'Fractional Chief People Officer for venture-backed scale-ups. Previously VP People at a European fintech that grew from 40 to 400 people in three years.',
};
const LUKAS: DemoAuthor = {
  name: 'Lukas Becker',
  bio: 'Head of Talent turned independent advisor. Has built recruiting teams in Berlin, Amsterdam and Toronto and has interviewed more engineers than he can count.',
};
const PRIYA: DemoAuthor = {
  name: 'Priya Raman',
  bio: 'Talent acquisition consultant working with B2B software companies between Series A and C. Writes about candidate experience and employer brand.',
};
const ELENA: DemoAuthor = {
  name: 'Elena Rossi',
  bio: 'VP People at a Milan-based marketplace and part-time advisor to early-stage founders setting up their first HR processes.',
};
const CAMILLE: DemoAuthor = {
  name: 'Camille Dubois',
  bio: 'HR Director and executive coach based in Paris. Works with leadership teams on feedback culture, performance and organisational design.',
};
const HANNAH: DemoAuthor = {
  name: 'Hannah Fischer',
  bio: 'Learning and development lead who has designed manager programmes for companies from 80 to 3,000 employees across the DACH region.',
};
const DANIEL: DemoAuthor = {
  name: 'Daniel Mensah',
  bio: 'Diversity, equity and inclusion advisor. Helps hiring teams in London and Accra build fairer selection processes that hold up under scrutiny.',
};
const MARCUS: DemoAuthor = {
  name: 'Marcus Chen',
  bio: 'HR technology consultant who has led more than thirty HRIS and ATS implementations. Believes the best system is the one your managers actually open.',
};
const SOFIA: DemoAuthor = {
  name: 'Sofia Lindqvist',
  bio: 'Total rewards specialist from Stockholm. Designs pay frameworks and equity plans for Nordic and US scale-ups.',
};

/**
 * The dev seed's articles: twelve published across the categories, two submitted and one draft,
 * with approved and pending comments, so /content reads like a real publication on the first
 * `make dev` and the admin's Content Management tab has something to moderate.
 */
export const DEMO_ARTICLES: DemoArticle[] = [
  {
    title: 'The First 90 Days of a Fractional Head of People',
    category: 'fractional-work',
    author: AMARA,
    excerpt: 'Two days a week is not a smaller version of a full-time role. It is a different job, and the first three months decide whether it works.',
    tags: 'fractional, onboarding, people strategy, scale-ups',
    status: 'published',
    daysAgo: 4,
    paragraphs: [
      'When a founder hires a fractional Head of People, they are usually buying two things at once: senior judgement they cannot yet afford full time, and someone to stop the fires that have started to spread. The danger is that the second swallows the first. If you spend your two days a week answering payroll questions and rewriting offer letters, you will be busy, appreciated and largely useless.',
      'My first two weeks are always a listening tour. I meet every manager for forty-five minutes and ask the same four questions: what is working, what is getting in the way of your team, who are you worried about losing, and what would you change if you had my job. Patterns appear quickly. In most scale-ups the same three or four problems come up in almost every conversation, and they are rarely the ones the founder described when they hired me.',
      'By the end of the first month I share a one-page people plan with the leadership team. It names no more than three priorities for the quarter, says what I will not be doing, and lists the decisions I need from them. The "not doing" list matters more than it looks. A fractional leader who tries to do everything ends up doing nothing well, and a written list gives you permission to say no when the next urgent request arrives.',
      'Months two and three are about building things that keep working on the days I am not there. That means a hiring process managers can run without me, a simple performance rhythm, and clear ownership for the operational work, whether that is an office manager, an external payroll provider or a junior People Partner. The test I use is simple: if I disappeared for two weeks, would anything important break?',
      'Finally, be explicit about how you communicate. Agree on which channel is for urgent questions, when you are reachable, and how decisions get written down. Fractional work fails far more often on expectations than on expertise. Get those right in the first ninety days and the arrangement can run for years.',
    ],
    comments: [
      { name: 'Jonas Weber', text: 'The "not doing" list is such a good idea. I started as a fractional HR lead last month and already feel pulled in every direction.', status: 'approved', hoursAfter: 20 },
      { name: 'Grace Whitmore', text: 'We hired a fractional CPO last year and the listening tour was the most valuable part. Our managers felt heard for the first time.', status: 'approved', hoursAfter: 46 },
      { name: 'Tariq Hassan', text: 'How do you handle founders who keep adding to the priorities mid-quarter?', status: 'pending', hoursAfter: 70 },
    ],
  },
  {
    title: 'Structured Interviews Without the Bureaucracy',
    category: 'talent-acquisition',
    author: LUKAS,
    excerpt: 'Structured interviews predict performance far better than gut feel. Here is how to introduce them without burying your hiring managers in forms.',
    tags: 'interviewing, hiring process, assessment',
    status: 'published',
    daysAgo: 11,
    paragraphs: [
      'Every hiring manager believes they are a good judge of people. The research is unkind to that belief. Unstructured interviews, where each interviewer asks whatever comes to mind and decides on a feeling, are only a little better than chance at predicting how someone will perform. Structured interviews, where every candidate gets the same questions and answers are scored against the same criteria, do much better.',
      'The reason most companies do not use them is not that they disagree with the evidence. It is that "structured" sounds like forty-page scorecards and training sessions nobody has time for. It does not need to be like that. A structured interview can fit on a single page.',
      'Start with the role, not the questions. Write down the four or five things someone must be able to do well in the first year, in plain language: "prioritise a backlog with competing stakeholders", not "strong communication skills". Then, for each one, write one or two questions that ask about past behaviour, and a short description of what a weak, solid and excellent answer sounds like.',
      'Split the competencies across the interview loop so each interviewer goes deep on two areas instead of skimming all of them. Ask interviewers to score and write their notes before the debrief, not during it. This one habit removes most of the anchoring that happens when the most senior person in the room speaks first.',
      'Finally, review the process every quarter. Look at who you hired, how they are doing, and which questions actually separated strong candidates from the rest. Drop the questions that never discriminate. A structured process is not a fixed process; it is one you can learn from because everyone ran the same experiment.',
    ],
    comments: [
      { name: 'Maya Goldberg', text: 'Scoring before the debrief changed everything for our team. The loudest voice no longer decides.', status: 'approved', hoursAfter: 30 },
    ],
  },
  {
    title: 'Writing Job Descriptions Candidates Actually Finish Reading',
    category: 'talent-acquisition',
    author: PRIYA,
    excerpt: 'Most job descriptions are written for the approval process, not for the candidate. A few changes make them shorter, clearer and far more effective.',
    tags: 'job descriptions, employer brand, candidate experience',
    status: 'published',
    daysAgo: 19,
    paragraphs: [
      'Open any job board and you will find the same document over and over: a paragraph about the company written by marketing, a list of twenty responsibilities, and a list of fifteen requirements of which perhaps four matter. Candidates skim it in under a minute, and the ones you most want, who already have good jobs, often do not bother.',
      'The fix starts with remembering who the reader is. A job description is not an internal specification; it is an advertisement aimed at someone who is not looking. Lead with what the person will actually do and why it matters: the problem they will own, the team they will join and what success looks like after a year.',
      'Be ruthless with requirements. For each line, ask whether you would reject an otherwise excellent candidate who did not meet it. If the answer is no, it is not a requirement. Long lists of must-haves discourage capable people, and there is good evidence that they discourage some groups more than others.',
      'Include the things candidates want to know and companies are shy about: the salary range, the interview steps and how long they take, where the role is based and how flexible it really is. Every question you answer in the advert is one fewer reason for a strong candidate to move on to the next tab.',
      'Finally, read it aloud. If a sentence would sound strange said to a person across a table, rewrite it. "We are looking for a self-starter who thrives in ambiguity" says very little. "You will be the first recruiter here, so you will set up the process, not inherit one" says a great deal.',
    ],
  },
  {
    title: 'Building a People Operations Function from Zero to Fifty',
    category: 'people-operations',
    author: ELENA,
    excerpt: 'Between your first hire and your fiftieth, people operations goes from an afterthought to a risk. What to set up, in what order, and what can wait.',
    tags: 'people operations, startups, HR foundations, compliance',
    status: 'published',
    daysAgo: 27,
    paragraphs: [
      'In the first year of a startup, people operations is whatever the founders have time for. Contracts come from a template a friend shared, holidays live in a spreadsheet, and onboarding is a laptop and a welcome message. That is fine at five people. At fifty it becomes a real risk, legally and culturally.',
      'The first things to get right are the ones that are expensive to fix later: employment contracts that match local law in every country you hire in, a reliable payroll process, and a single place where employee records live. If you hire across borders, decide early whether you will use an employer of record or set up local entities, and write the decision down.',
      'Next comes the employee experience that people notice every day. A short, written onboarding plan for the first two weeks. A clear holiday and sick leave policy. A simple way to ask HR questions that is not "message the CEO". None of these need to be elaborate; they need to exist and be easy to find.',
      'Around thirty people, start a light performance rhythm. I recommend quarterly conversations between each person and their manager about goals, progress and development, recorded in a shared document. Resist the urge to introduce ratings and calibration at this stage. You are building the habit of regular feedback, not a system for distributing bonuses.',
      'What can wait? Complex job levelling, engagement survey platforms, and most HR software beyond payroll and a basic HRIS. Invest in them when the problems they solve actually appear. The best early people function is small, written down and boringly reliable.',
    ],
    comments: [
      { name: 'Felix Novak', text: 'Wish I had read this two years ago. We are at 45 people and untangling contracts from four countries right now.', status: 'approved', hoursAfter: 12 },
      { name: 'Chloe Martin', text: 'Would love a follow-up on the move from 50 to 150.', status: 'approved', hoursAfter: 52 },
    ],
  },
  {
    title: "Performance Reviews That Managers Don't Dread",
    category: 'leadership',
    author: CAMILLE,
    excerpt: 'The annual review is too late, too long and too disconnected from the work. A lighter rhythm gives managers better conversations in less time.',
    tags: 'performance management, feedback, managers',
    status: 'published',
    daysAgo: 36,
    paragraphs: [
      'Ask a room of managers what they think of performance reviews and you will hear the same complaints: the forms are long, the ratings feel arbitrary, and everything important was already said, or should have been, months earlier. Employees are hardly more enthusiastic. The annual review has become a ritual both sides endure.',
      'The underlying problem is timing. Feedback is most useful close to the work it is about. A comment on a presentation given in March is valuable in March and almost worthless in December. So the first change is to make feedback frequent and small: a monthly one-to-one that always includes the question "what should I keep doing, and what should I do differently?"',
      'The second change is to separate development conversations from pay decisions. When the same meeting decides someone\'s raise and discusses their growth, people understandably focus on the raise. Hold a forward-looking development conversation every quarter, and handle compensation in a separate, clearly explained process.',
      'The third change is to give managers a simple structure rather than a long form. Three questions are enough: what went well in this period, what got in the way, and what will we focus on next. Managers who are unsure how to start a difficult conversation benefit far more from practising one with a coach than from a better template.',
      'None of this removes the need for judgement, and some organisations will still need ratings for pay or promotion. But when reviews are a summary of conversations that already happened, they stop being dreaded. They become a record of progress instead of a verdict.',
    ],
  },
  {
    title: 'Learning Budgets: Why Most Go Unspent and How to Fix It',
    category: 'learning-development',
    author: HANNAH,
    excerpt: 'Companies proudly offer a yearly learning budget, then find that most employees never use it. The problem is rarely the money.',
    tags: 'learning budget, professional development, career growth',
    status: 'published',
    daysAgo: 44,
    paragraphs: [
      'A personal learning budget has become a standard line in job adverts. It signals that a company cares about growth, and it is cheap to offer because, in my experience, between half and two thirds of it is never spent. Finance teams quietly like this. They should not: an unspent budget means people are not developing the skills the business will need next year.',
      'The first barrier is time. Employees rarely feel they can take a day for a course when their team is under pressure. If learning only happens in people\'s evenings, it will not happen for most of them. Make it explicit that a few days a year are for learning, and ask managers to plan them into the quarter like any other commitment.',
      'The second barrier is choice. Faced with thousands of courses and no guidance, many people do nothing. Help them by linking the budget to development conversations: once someone and their manager agree on one or two skills to build, suggest a short list of good options for each. A curated list of ten is more useful than a catalogue of ten thousand.',
      'The third barrier is process. If spending the budget means filling in a form, waiting for approval and paying up front, only the most determined will bother. Pre-approve anything under a threshold, pay providers directly, and make the request a two-minute task.',
      'Finally, share what people learn. A monthly half-hour where someone presents what they took from a course or conference multiplies the value of the budget and, just as importantly, makes learning visible. Visible learning is the strongest encouragement for everyone else to use theirs.',
    ],
    comments: [
      { name: 'Lena Hoffmann', text: 'Pre-approving small amounts doubled the use of our budget within two quarters. The form really was the problem.', status: 'approved', hoursAfter: 18 },
    ],
  },
  {
    title: 'Inclusive Hiring Starts Before the Job Is Posted',
    category: 'diversity-inclusion',
    author: DANIEL,
    excerpt: 'Most bias in hiring is built in long before the first interview, in the role definition, the sourcing plan and the selection criteria.',
    tags: 'inclusive hiring, bias, sourcing, DEI',
    status: 'published',
    daysAgo: 53,
    paragraphs: [
      'When companies try to make hiring fairer, they usually start with the interview: unconscious bias training, diverse panels, anonymised CVs. These help, but by the time a candidate reaches an interview, most of the decisions that shape who gets hired have already been made.',
      'It starts with the definition of the role. If the hiring manager describes the ideal candidate as "someone like our last great hire", the process will look for a copy of that person. Instead, define the outcomes the role must deliver and the skills that produce them. This opens the door to people who took less conventional routes to the same abilities.',
      'Next comes sourcing. If every candidate arrives through employee referrals and the same two job boards, your pipeline will reflect your current network. Decide in advance where else you will look: professional communities, returnship programmes, universities you have never recruited from, and groups that support under-represented talent in your field.',
      'Then agree on the selection criteria before seeing any candidates, and write them down. Criteria chosen after meeting people tend to drift towards justifying the candidate the panel already likes. Fixed criteria, scored independently by each interviewer, are the single most effective protection against that drift.',
      'Finally, measure. Track how candidates from different backgrounds move through each stage of your process. If one stage consistently filters out a group, you know where to look. Inclusion in hiring is not a statement of values; it is a process you can inspect and improve.',
    ],
  },
  {
    title: 'Choosing an HRIS When You Have Fewer Than 200 People',
    category: 'hr-technology',
    author: MARCUS,
    excerpt: 'The HR software market is crowded and the demos all look the same. A practical way to choose without a six-month selection project.',
    tags: 'HRIS, HR software, vendor selection',
    status: 'published',
    daysAgo: 61,
    paragraphs: [
      'Somewhere between fifty and a hundred employees, the spreadsheet that holds your employee records starts to break. People have three versions of it, nobody is sure which salary is current, and the auditors are asking questions. It is time for an HRIS, and the number of options is overwhelming.',
      'Start by writing down the five jobs the system must do from day one. For most companies of this size they are: one reliable record per employee, holiday and absence tracking, a clean export or integration with payroll, document storage for contracts, and basic reporting on headcount. Everything else is a nice-to-have.',
      'Next, check the countries. If you employ people in several countries, ask each vendor exactly how they handle local holiday rules, data residency and payroll in each of them. This is where many systems that look perfect in a demo turn out to be built for a single market.',
      'Ask for a trial with your own data rather than the vendor\'s demo environment. Load twenty real employees, have two managers approve holiday requests, and run the reports your finance team needs. An afternoon of this tells you more than three sales calls.',
      'Finally, think about adoption. The best system on paper fails if managers never log in. Choose the one your managers find easiest to use, even if it has fewer features. You can always add modules later; you cannot easily win back people who have decided the new system is a waste of time.',
    ],
  },
  {
    title: 'AI in Recruiting: Where It Helps and Where It Hurts',
    category: 'hr-technology',
    author: MARCUS,
    excerpt: 'AI tools promise to screen faster and find hidden talent. Used carelessly, they also automate old biases at scale. A practical view of both sides.',
    tags: 'AI, recruiting, automation, ethics',
    status: 'published',
    daysAgo: 72,
    paragraphs: [
      'There is hardly a recruiting product left that does not advertise artificial intelligence. Some of it is genuinely useful, some of it is a rebranded keyword filter, and some of it is risky enough that regulators in Europe and several US states have started to pay close attention.',
      'The clearest wins are in the administrative work around hiring. Drafting outreach messages, summarising interview notes, scheduling across time zones and answering candidates\' routine questions are all tasks where AI saves real time and where a mistake is easy to spot and correct.',
      'The risks grow as the tools move closer to decisions about people. A model that ranks CVs learns from past hiring decisions, and past hiring decisions contain past biases. If the people you hired before were mostly from a few universities, a model trained on them will quietly prefer those universities too, and it will do so at a scale no human screener could.',
      'If you use AI anywhere near selection, keep a person responsible for every decision, and make sure they can see why the tool made its suggestion. Test the tool on your own data before trusting it, check outcomes across groups regularly, and tell candidates when and how AI is used. Several jurisdictions already require this.',
      'The best approach is to treat AI as an assistant to recruiters, not a replacement for judgement. Let it remove the busywork so your team has more time for the conversations that actually decide whether someone is right for the role.',
    ],
    comments: [
      { name: 'Oliver Grant', text: 'Good balance. Our legal team asked us to document every AI step in the process last month, exactly for the reasons you describe.', status: 'approved', hoursAfter: 40 },
      { name: 'Spam Bot', text: 'Great post! Visit my site for cheap followers http://example.invalid', status: 'pending', hoursAfter: 50 },
    ],
  },
  {
    title: 'Salary Bands for Scale-ups: A Practical Starting Point',
    category: 'compensation-benefits',
    author: SOFIA,
    excerpt: 'Without salary bands, pay is decided by whoever negotiates hardest. Here is a simple way to introduce bands without a year-long project.',
    tags: 'compensation, salary bands, pay equity, transparency',
    status: 'published',
    daysAgo: 83,
    paragraphs: [
      'Most startups set salaries one offer at a time. A candidate asks for a number, the founder checks the budget, and a deal is done. After a few years the result is predictable: people in the same role earn very different amounts, usually in favour of those who negotiated hardest, and nobody can explain why.',
      'Salary bands fix this by agreeing in advance what a role at a given level should pay. You do not need a consultancy to start. Begin with your job families, such as engineering, sales and operations, and three to five levels within each, described by scope and impact rather than years of experience.',
      'For each level, set a range using market data for your locations. Several reasonably priced benchmarking tools exist for scale-ups; pick one and stick to it, because consistency matters more than precision. A range of roughly twenty to thirty percent from minimum to maximum works for most levels.',
      'Then map your current employees onto the bands. You will find people below the minimum; plan to bring them up within a year, starting with the largest gaps. You will also find people above the maximum; do not cut their pay, but be clear that future increases will be smaller until the band catches up.',
      'Finally, decide how open to be. The European Pay Transparency Directive will soon require employers to share pay ranges with candidates and to report on gender pay gaps. Even before it applies to you, sharing bands internally builds trust. People accept differences in pay far more readily when they understand the rules behind them.',
    ],
    comments: [
      { name: 'Nadia Petrova', text: 'The point about not cutting pay for people above the band is so important. We learned that one the hard way.', status: 'approved', hoursAfter: 26 },
    ],
  },
  {
    title: 'Equity Explained for Employees Who Never Had Any',
    category: 'compensation-benefits',
    author: SOFIA,
    excerpt: 'Stock options are a big part of startup pay and one of the least understood. How to explain them so employees can make informed decisions.',
    tags: 'equity, stock options, total rewards, startups',
    status: 'published',
    daysAgo: 96,
    paragraphs: [
      'For many people joining a startup, the offer letter is the first time they have ever been offered equity. It arrives as a number of options, a strike price and a vesting schedule, and most candidates have no way of knowing whether it is generous, fair or worth very little.',
      'Start by explaining what an option is in one sentence: the right to buy a share in the company later at today\'s price. Then explain vesting: the options are earned over time, commonly over four years with a one-year cliff, so someone who leaves after eight months usually leaves with nothing.',
      'Numbers matter more than vocabulary. Show employees what their options would be worth at a few realistic company valuations, after the strike price and after dilution from future funding rounds. Be honest that the most likely outcome for many startups is that options end up worth little or nothing.',
      'Cover the practical details people only discover when they leave: how long they have to exercise their options after leaving, what it costs to exercise, and how it is taxed in their country. Tax treatment differs widely across Europe and North America, and a short guide per country prevents painful surprises.',
      'Clear communication about equity is not only fair, it is good business. Employees who understand their options value them more, and that makes equity a better tool for attracting and keeping the people you need.',
    ],
  },
  {
    title: 'When to Hire a Fractional Talent Leader Instead of a Full-Time One',
    category: 'fractional-work',
    author: LUKAS,
    excerpt: 'A fractional talent leader is not a cheaper full-time hire. It is the right choice in some situations and the wrong one in others.',
    tags: 'fractional, talent leadership, hiring strategy',
    status: 'published',
    daysAgo: 110,
    paragraphs: [
      'Founders often ask me whether they should hire a full-time Head of Talent or bring in someone fractional. The honest answer is that it depends less on budget than on what problem they are trying to solve.',
      'A fractional leader is a strong choice when you need senior judgement but not senior hours. If you are planning to hire ten to fifteen people this year, you need a hiring process, an employer brand and a few well-chosen recruiters or agencies. Designing that takes experience, but running it does not need a full-time executive.',
      'It is also a good choice when you are not yet sure what the full-time role should be. A few months with a fractional leader often clarifies whether you need a strategic Head of Talent, a hands-on senior recruiter or a People Operations generalist. Hiring the wrong full-time profile is far more expensive than a fractional engagement.',
      'Fractional is the wrong choice when hiring is your biggest bottleneck and volume is high. If you need to hire fifty people in the next six months, you need someone in the room every day, building a team and making hundreds of small decisions. Part-time attention will not keep up.',
      'Whatever you choose, define the outcome. "Build a process that lets us hire twelve engineers by Q3 with a time to hire under forty days" is a brief a fractional or full-time leader can succeed against. "Help us with hiring" is a brief nobody can.',
    ],
    comments: [
      { name: 'Isabel Moreno', text: 'This matches our experience: six months fractional, then we knew exactly which full-time profile to hire.', status: 'approved', hoursAfter: 60 },
    ],
  },
  {
    title: 'Stay Interviews: Learn Why People Stay Before They Leave',
    category: 'people-operations',
    author: {
      name: 'Noah Larsen',
      bio: 'People Partner at a Copenhagen software company, focused on retention and manager development.',
      email: 'noah.larsen@example.com',
    },
    excerpt: 'Exit interviews tell you why people left when it is too late to act. Stay interviews ask the same questions while you can still do something.',
    tags: 'retention, engagement, stay interviews',
    status: 'submitted',
    daysAgo: 2,
    paragraphs: [
      'Exit interviews are a strange ritual. We wait until someone has decided to leave, then ask them what we could have done better. The answers are often polite, rarely complete and always too late.',
      'A stay interview asks similar questions of people who are still here: what keeps you here, what might tempt you away, and what would make your work better. Managers hold them once or twice a year, separately from performance conversations.',
      'The most useful question is often the simplest: "What would make you think about leaving?" People answer it honestly surprisingly often, and the answers point directly at what to fix.',
      'Managers need a little preparation, mainly to listen rather than defend, and to follow up on at least one thing they heard. A stay interview that changes nothing does more harm than none at all.',
    ],
  },
  {
    title: 'Employer of Record or Local Entity? Hiring Across Borders',
    category: 'people-operations',
    author: {
      name: 'Tom Hughes',
      bio: 'People Operations consultant who has helped a dozen scale-ups hire their first employees outside their home country.',
      email: 'tom.hughes@example.com',
    },
    excerpt: 'Hiring your first employee in a new country means choosing between an employer of record and your own entity. The trade-offs in plain terms.',
    tags: 'global hiring, employer of record, compliance',
    status: 'submitted',
    daysAgo: 1,
    paragraphs: [
      'The first hire in a new country raises a question that founders rarely expect: who is actually the employer? You can use an employer of record, which employs the person on your behalf, or you can set up your own legal entity.',
      'An employer of record is fast and simple. You can often hire within a week, and the provider handles contracts, payroll and local compliance. The cost is a monthly fee per employee and less control over the details of the employment.',
      'A local entity takes months to set up and needs local accounting and payroll, but it becomes cheaper once you have more than a handful of people in that country, and it gives you full control.',
      'A common path is to start with an employer of record and move to an entity once a country reaches five to ten people. Plan the move early: transferring employees between employers has its own legal steps in most countries.',
    ],
  },
  {
    title: 'Psychological Safety in Distributed Teams',
    category: 'leadership',
    author: CAMILLE,
    excerpt: 'When a team never shares a room, the small signals that make people feel safe to speak up disappear. Leaders have to replace them on purpose.',
    tags: 'psychological safety, remote work, team culture',
    status: 'draft',
    daysAgo: 3,
    paragraphs: [
      'Psychological safety, the belief that you will not be punished for speaking up, is one of the strongest predictors of how well a team performs. In an office, much of it is built through small signals: a nod in a meeting, a chat at the coffee machine after a tense discussion.',
      'Distributed teams lose most of those signals. Leaders have to replace them deliberately: asking quieter people for their view by name, thanking people for raising problems, and admitting their own mistakes in public channels.',
      'Draft: add examples from the two client teams, and a short checklist for managers.',
    ],
  },
];
