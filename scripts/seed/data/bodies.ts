/**
 * @module Paragraph fragments for article bodies: a lede and details per category, then shared
 * quotes, context and closers. Same slots as the headlines, plus {role}.
 */

export const LEDES: Readonly<Record<string, readonly string[]>> = {
  politics: [
    "Lawmakers in {state} wrapped up a marathon session on {weekday} after weeks of closed-door negotiations, sending the measure to the governor's desk with votes to spare.",
    'The proposal, which cleared its final committee by a vote of {n} to 4, has split both parties along regional rather than partisan lines.',
    'After months of hearings, officials say the changes will take effect before the next statewide election, giving county clerks little time to prepare.',
    'Supporters called it the most significant reform in a generation; critics said it was rushed through with too little public input.',
  ],
  business: [
    'The announcement comes as companies across {state} report steadier demand and fewer supply-chain headaches than at any point in the last three years.',
    'Executives told investors on {weekday} that the expansion would add roughly {hundreds} jobs, many of them in warehouses and stores outside the big metros.',
    'Economists cautioned that one strong month does not make a trend, but several indicators have now moved in the same direction.',
    'Local owners in {city} said the shift is already visible at the register, with customers returning to purchases they had put off.',
  ],
  technology: [
    'The move is the latest sign that the industry is racing to put more computing power directly on consumer devices rather than in distant data centers.',
    'Security teams worked through the weekend to contain the intrusion, which investigators believe began with a single compromised password.',
    'The company said the project would create about {hundreds} permanent jobs once the facility is running at full capacity.',
    'Consumer advocates welcomed the change but warned that enforcement will determine whether it makes a real difference.',
  ],
  science: [
    'The findings, published this week in a peer-reviewed journal, draw on observations collected over {n} years.',
    'Scientists described the result as a surprise, saying it challenges assumptions that have guided the field for decades.',
    'The discovery was made almost by accident, when a graduate student noticed an anomaly in data that had been set aside.',
    'Researchers cautioned that the sample is small, but said the pattern was consistent across every site they examined.',
  ],
  health: [
    'Health officials say the change reflects new data gathered over the past year and is meant to make recommendations simpler for families.',
    'Doctors in {city} say waiting rooms have been fuller than usual for this time of year, with young children making up a large share of visits.',
    'The research followed more than {thousands} adults and adjusted for diet, income and smoking.',
    'Advocates said the funding would keep emergency rooms open in towns where the nearest alternative is an hour away.',
  ],
  sports: [
    'It was the kind of finish fans in {city} will be talking about for years, decided in the final seconds before a sellout crowd.',
    'The victory extends the streak to {n} games and moves the club into sole possession of first place in the division.',
    'Team officials had insisted for weeks that a deal was close, and on {weekday} they finally made it official.',
    'The decision caps a turbulent stretch for a franchise that entered the season with championship expectations.',
  ],
  entertainment: [
    'The film, made for a fraction of a typical studio budget, has built its audience almost entirely through word of mouth.',
    'Fans lined up for hours on {weekday} as tickets went on sale, and several dates sold out within minutes.',
    'The announcement caps a remarkable year for a project that nearly did not get made.',
    'Critics have praised its sense of place, and locals in {city} say they recognize every street corner on screen.',
  ],
  world: [
    'The agreement, reached in the early hours after nearly {n} hours of talks, still needs approval from national legislatures.',
    'Officials in {country} said emergency crews were working around the clock, and more rain is forecast for the coming days.',
    'The decision caught many analysts off guard and sent the currency to its lowest level in months.',
    'Diplomats described the mood as cautiously optimistic, though several key questions were left unresolved.',
  ],
  nation: [
    'Officials in {city} say the project has been years in the making and will affect tens of thousands of residents every day.',
    "The change follows a review that found delays and inconsistent rules across {state}'s agencies.",
    'Residents packed a public meeting on {weekday} night, and the comment period drew more than {hundreds} written submissions.',
    'State leaders framed the plan as a response to rapid growth that has strained roads, housing and public services.',
  ],
  climate: [
    'Fire crews worked through the night as gusts of up to {n} miles an hour pushed the flames toward homes on the edge of {city}.',
    'The project is expected to power roughly {thousands} homes when it comes online and has drawn both praise and local opposition.',
    'Forecasters warned that conditions would remain dangerous through the weekend, with little relief in sight.',
    'Farmers outside {city} say they have already cut planting plans as wells run lower than anyone can remember.',
  ],
  education: [
    'District leaders in {city} say the change is aimed at keeping experienced teachers who have been leaving for neighboring districts.',
    'The results, released on {weekday}, show gains in nearly every grade, with the largest improvements in early reading.',
    'Administrators said the decision followed a year of surveys and public forums with parents, students and staff.',
    'Enrollment has fallen by about {pct}% over the past decade, putting pressure on budgets and programs.',
  ],
  travel: [
    'Travel experts say demand for shorter, closer trips has never been higher, and {state} has quietly become a favorite.',
    'The new routes take effect next month and are timed to catch the peak winter travel season.',
    'Visitors who book early can still find deals, but prices climb quickly as dates approach.',
    'From roadside diners to restored downtowns, the trip rewards travelers willing to slow down.',
  ],
  food: [
    'The shop opened with a single oven and a borrowed mixer; today it turns out more than {hundreds} loaves on a busy Saturday.',
    'Prices have eased for the first time in months, giving shoppers some relief at the checkout line.',
    'The recognition caps a decade of work championing ingredients from farms within a few hours of {city}.',
    'Regulars start lining up before the doors open, and the brisket is usually gone by early afternoon.',
  ],
  opinion: [
    'Ask anyone who depends on it and you will hear the same story: the system works on paper and fails in practice.',
    'We have spent years debating this question as if the answer were complicated. It is not.',
    'There is a version of this debate that ends well for everyone, but we are not having it yet.',
    'Every few years, leaders promise a fix. Every few years, residents of {city} are told to wait a little longer.',
  ],
  lifestyle: [
    'Small changes add up, and experts say the simplest habits are the ones most likely to stick.',
    'What began as a pandemic hobby has turned into a lasting community, with new members joining every week.',
    'The trend is visible on almost every block in {city}, and it is drawing a younger crowd than anyone expected.',
    'Financial planners say the most common mistake is waiting for the perfect moment to start.',
  ],
};

export const DETAILS: readonly string[] = [
  'According to figures released by state officials, the change affects roughly {thousands} people in {state} alone, with the largest share in and around {city}.',
  'The plan carries an estimated price tag of {amount}, to be paid over five years through a mix of state funds, federal grants and local contributions.',
  'Similar efforts elsewhere have produced mixed results. A comparable program launched three years ago saw early gains of about {pct}% before progress stalled.',
  'Opponents have raised concerns about cost overruns and oversight, and at least one group has said it will challenge parts of the plan in court.',
  'Officials said they would publish progress reports every quarter and hold public meetings in each region before the next phase begins.',
  'The timeline is ambitious. The first phase is scheduled to wrap up within {n} months, with the remainder stretching into next year.',
  'For many residents, the debate is less about policy than about everyday life: how long the commute takes, what groceries cost, and whether their children can afford to stay nearby.',
  'Data compiled by independent researchers suggests the trend predates the latest developments, though it has accelerated over the past year.',
];

/** Categories whose stories are not about policy get their own details instead of DETAILS. */
export const CATEGORY_DETAILS: Readonly<Record<string, readonly string[]>> = {
  sports: [
    'The win came on the back of a defense that has allowed the fewest points in the league over the last {n} games.',
    'Attendance is up about {pct}% from last season, and the team says merchandise sales have never been stronger.',
    'The front office has been quietly reshaping the roster since the spring, trading veterans for draft picks and young depth.',
    'Injuries have been the story of the season, with as many as {n} regulars sidelined at one point.',
  ],
  entertainment: [
    'The production employed about {hundreds} local crew members and extras, according to the state film office.',
    'Industry analysts say audiences are increasingly willing to pay for events they cannot stream at home.',
    'Ticket prices have climbed roughly {pct}% over two years, a trend that has drawn criticism from fans.',
    'The cast spent weeks on location, and several scenes were filmed in neighborhoods that rarely appear on screen.',
  ],
  world: [
    'The talks were the first at this level in more than a year, and both delegations were led by senior ministers.',
    'Aid groups estimate that about {thousands} people need shelter, food or medical care.',
    'The currency has lost about {pct}% of its value against the dollar since the start of the year.',
    'Neighboring governments have called for calm and offered to mediate if talks falter.',
  ],
  science: [
    'The team combined observations from three instruments, cross-checking each result before publishing.',
    'Funding for the project, about {amount}, came from a mix of federal grants and private foundations.',
    'Independent researchers who reviewed the work called it careful, though some questioned how far the results generalize.',
    'The next phase will extend the study to {n} more sites over the coming years.',
  ],
  food: [
    'Suppliers say the cost of flour, butter and coffee beans has been volatile, and small shops feel every swing.',
    "The menu changes with the seasons and leans on farms within a couple of hours' drive.",
    'Regulars say the place feels like a second living room, and the owners know most of them by name.',
  ],
  travel: [
    'Booking data shows searches for the region up about {pct}% compared with last year.',
    'Local tourism officials say visitors now stay longer and spend more on restaurants and small shops.',
    'Travelers should book early: lodging fills quickly on weekends, and prices rise as dates approach.',
  ],
  lifestyle: [
    'Surveys suggest about {pct}% of adults have tried something similar in the past year.',
    'Experts recommend starting small, tracking progress for a few weeks and adjusting from there.',
    'Organizers say newcomers are welcome, and no experience is needed to get started.',
  ],
};

export const QUOTES: readonly string[] = [
  '"We have been asking for this for a long time, and it is good to finally see movement," said {person}, {role}. "Now the hard part is making it work."',
  '"Nobody expected it to happen this quickly," said {person}, {role}. "People are still catching up to what it means for them."',
  '"This is not the end of the conversation. It is the beginning," {person}, {role}, said in an interview.',
  '"I understand the frustration," said {person}, {role}. "But the numbers tell a different story than the headlines."',
  '"We are going to be watching closely," said {person}, {role}, adding that the details would matter more than the announcement.',
  '"It is a big deal for a place like this," said {person}, {role}. "You feel it at the grocery store, at the school pickup line, everywhere."',
  '"There were a lot of late nights," said {person}, {role}. "But I think we got to something people can live with."',
  '"The question is whether this lasts," said {person}, {role}. "We have seen promising starts before."',
];

export const SUBHEADS: readonly string[] = [
  'What happens next',
  'Why it matters',
  'The bigger picture',
  'What critics say',
  'By the numbers',
  'How we got here',
];

export const CLOSERS: readonly string[] = [
  'For now, those closest to the story say they are cautiously hopeful, and waiting to see what comes next.',
  'This story is developing and will be updated as more information becomes available.',
  "Readers can find more coverage, including a timeline of key events, on the publication's website.",
];

export const CIVIC_CLOSERS: readonly string[] = [
  'A final decision is expected within the next few weeks. Officials said they would share updates as details are confirmed.',
  'The next public hearing is scheduled for later this month, and residents can submit comments online until then.',
  'Whatever the outcome, observers say the episode is likely to shape the debate well beyond {state}.',
];
