import { Migration } from '@mikro-orm/migrations';

/**
 * Reference data: every option list of the product (spec part 1, section 3 'Option lists'), schema AND
 * rows. The ids are fixed literals (RFC 4122 version 5 of '<table>:<slug>', cities '<country>/<city>',
 * under the namespace 5a8791bf-d10c-57e9-a238-f2f6cc85206f), so every database, every environment and
 * every test run agrees on them and link tables can store them. Rows are listed in display order:
 * `position` is the index in each list. The application only reads these tables; changing a list
 * means a new migration (see docs/decisions/002-reference-data.md).
 */

type SqlValue = string | number | boolean | null | string[];
type Option = [id: string, slug: string, label: string];
type Country = {
  id: string;
  slug: string;
  label: string;
  region: string;
  kind: 'country' | 'area';
  currency: 'EUR' | 'GBP' | 'USD' | 'CAD';
  cities: Option[];
};
type Industry = [id: string, slug: string, label: string, name: string, aliases: string[]];
type Technology = [id: string, slug: string, label: string, category: string];
type VcStage = [id: string, slug: string, label: string, onProfile: boolean];
type Band = [id: string, slug: string, label: string, min: number, max: number | null];
type ExperienceLevel = [id: string, slug: string, label: string, stored: number, min: number, max: number | null];
type EngagementType = [id: string, slug: string, label: string, description: string];

const ROLES: Option[] = [
  ['3bcda701-1c87-5704-a529-0ade5ef899f9', 'vp-talent', 'VP Talent'],
  ['52b7d62b-98ba-59ee-bc5c-eb3005e410cb', 'vp-hr', 'VP Human Resources'],
  ['7b48c65d-d791-55e0-8796-a99e6d7b0f4b', 'cpo', 'Chief People Officer'],
  ['5416dda2-8d58-56ee-8e38-d0198ee6f014', 'chro', 'Chief Human Resources Officer'],
  ['8e9e0e0e-1b6f-560e-b65e-70b749f7a330', 'tal-leader', 'Talent Acquisition Leader'],
  ['12262b8b-6afb-5c7c-a545-38a1e07c0249', 'tal-consultant', 'Talent Acquisition Consultant'],
  ['157b76e7-e0d0-51a2-947f-2fd10fc888da', 'cldo', 'Chief Learning & Development Officer'],
  ['96b892bb-f7d4-53c2-b512-f9a9aa7431ea', 'cdio', 'Chief Diversity & Inclusion Officer'],
  ['db40d76d-5cd1-5237-b722-460a40096c5b', 'vp-people-ops', 'VP of People Operations'],
];

const REGIONS: Option[] = [
  ['c023b536-2386-5283-9c1d-c29882444878', 'europe', 'Europe'],
  ['d5082212-bf93-52ca-b54c-fb0770cc89cc', 'north-america', 'North America'],
  ['1ae7786a-518e-5294-bece-71d781c2d9c6', 'remote', 'Remote'],
];

const COUNTRIES: Country[] = [
  {
    id: '34387e8c-1fe5-576b-aa93-0e8545b7aeaa',
    slug: 'austria',
    label: 'Austria',
    region: 'europe',
    kind: 'country',
    currency: 'EUR',
    cities: [
      ['7bb9a89c-daae-5242-b863-e84cd6337944', 'vienna', 'Vienna'],
      ['a703f81e-01f7-56ca-b67e-ab39cd38aeea', 'graz', 'Graz'],
      ['40319fa7-3583-53b4-9002-828bab044093', 'linz', 'Linz'],
      ['bc775087-f56d-59e0-955f-43475b1ad33b', 'salzburg', 'Salzburg'],
      ['ce048207-e1e2-523a-8444-b1cfb53dfd19', 'innsbruck', 'Innsbruck'],
    ],
  },
  {
    id: 'ed7cf01d-2209-50fd-8d01-d3562e66da7f',
    slug: 'belgium',
    label: 'Belgium',
    region: 'europe',
    kind: 'country',
    currency: 'EUR',
    cities: [
      ['a6d5a2a2-737d-53cf-943f-f9b7c116c1c6', 'brussels', 'Brussels'],
      ['9b9119b1-79d9-5cf4-9d7e-6be89edee43f', 'antwerp', 'Antwerp'],
      ['89e4d845-7b77-5281-890d-83781a913a45', 'ghent', 'Ghent'],
      ['1498e7ca-dfdf-5d05-8fb9-0a53a4fab30d', 'liege', 'Liège'],
      ['4046e089-5c6d-5283-9de6-f71aaf41e049', 'bruges', 'Bruges'],
    ],
  },
  {
    id: '9c58d7bb-9717-56e7-8f0f-11de0076d799',
    slug: 'czech-republic',
    label: 'Czech Republic',
    region: 'europe',
    kind: 'country',
    currency: 'EUR',
    cities: [
      ['93831b83-dff0-5fa9-bcf4-be3064cc93f9', 'prague', 'Prague'],
      ['276e4e9a-53c1-5a4c-b15d-cc235bbf03a7', 'brno', 'Brno'],
      ['cde345bf-5cc5-535b-93ab-c325a54cfac4', 'ostrava', 'Ostrava'],
      ['dac7f29b-6cd8-5a0a-b95b-c5c57c705f1a', 'plzen', 'Plzeň'],
      ['3eed2621-0ad7-5b0c-bc4d-d13b7b2b21db', 'olomouc', 'Olomouc'],
    ],
  },
  {
    id: 'fd00931d-c733-5bb5-8b21-a481d2eb0d77',
    slug: 'denmark',
    label: 'Denmark',
    region: 'europe',
    kind: 'country',
    currency: 'EUR',
    cities: [
      ['7d5f7041-f05a-501a-9f2d-73be2d338600', 'copenhagen', 'Copenhagen'],
      ['99b0a779-4300-5c80-8add-a7dd646f195d', 'aarhus', 'Aarhus'],
      ['88d3a69e-73b7-56a8-a310-d14fbff60bd2', 'odense', 'Odense'],
      ['e83dbab8-7e51-51d8-b388-952e781304fe', 'aalborg', 'Aalborg'],
      ['cfb30362-8d05-57d0-a4a9-35f3df227798', 'esbjerg', 'Esbjerg'],
    ],
  },
  {
    id: 'f96717f5-3d93-5efe-9f71-61f8da7db220',
    slug: 'finland',
    label: 'Finland',
    region: 'europe',
    kind: 'country',
    currency: 'EUR',
    cities: [
      ['00151b8e-329b-5f98-a35f-45766a264029', 'helsinki', 'Helsinki'],
      ['2fafc318-639d-52e7-9502-e0621905ab1c', 'espoo', 'Espoo'],
      ['33eb1aad-b030-5254-bc76-1fd99f6af086', 'tampere', 'Tampere'],
      ['0a8ba987-779c-54c1-8f25-d2d83d27a7eb', 'turku', 'Turku'],
      ['85c6e084-7ca1-5a5e-91ac-c0b717a3cdcc', 'oulu', 'Oulu'],
    ],
  },
  {
    id: '0eb9879d-4454-5b8e-9d77-5a05d867b2f2',
    slug: 'france',
    label: 'France',
    region: 'europe',
    kind: 'country',
    currency: 'EUR',
    cities: [
      ['707affc9-acae-5b14-a457-140138444bef', 'paris', 'Paris'],
      ['1dbd7a23-166f-5bd4-97ba-d98356279ead', 'lyon', 'Lyon'],
      ['c4b595e1-a54b-50b2-9486-f528a090f2df', 'marseille', 'Marseille'],
      ['b2355452-e9d4-5f72-a3e6-8d6bef43a936', 'toulouse', 'Toulouse'],
      ['277479c2-a9bd-53e9-9fb2-de8d332924dc', 'lille', 'Lille'],
    ],
  },
  {
    id: 'c005bf26-151a-5113-a827-348f5381b625',
    slug: 'germany',
    label: 'Germany',
    region: 'europe',
    kind: 'country',
    currency: 'EUR',
    cities: [
      ['315574d5-aba7-5ca1-af27-7e5bfb3c3202', 'berlin', 'Berlin'],
      ['7eebd9f0-3dd5-5dfe-9d72-1561ae4abedf', 'munich', 'Munich'],
      ['6f08be3f-5bea-5942-ba71-d4b50667832b', 'hamburg', 'Hamburg'],
      ['55b455b5-a1d5-59a7-95b3-cfc4a9a982ad', 'frankfurt', 'Frankfurt'],
      ['119b6248-4644-5753-b27c-8652783e7163', 'cologne', 'Cologne'],
    ],
  },
  {
    id: 'd2067dcf-3d74-59f3-bc5a-b7cf1683e25e',
    slug: 'greece',
    label: 'Greece',
    region: 'europe',
    kind: 'country',
    currency: 'EUR',
    cities: [
      ['4488565e-5cfb-5bf9-8daa-72f8504f961a', 'athens', 'Athens'],
      ['606e5a77-20ad-515b-96af-d4e6b53999cb', 'thessaloniki', 'Thessaloniki'],
      ['7a244a36-e4b1-5a2b-89a1-7c01f86f669e', 'patras', 'Patras'],
      ['ddf91421-0029-5db4-888b-6942fb7eef87', 'heraklion', 'Heraklion'],
      ['8bcccb99-45a8-51e4-9a38-ae90f7226646', 'larissa', 'Larissa'],
    ],
  },
  {
    id: '596eb295-80bf-52ba-9971-83be2d5bb02b',
    slug: 'ireland',
    label: 'Ireland',
    region: 'europe',
    kind: 'country',
    currency: 'EUR',
    cities: [
      ['0f68d1fc-ba92-5e00-abe4-efa1bcfc5a26', 'dublin', 'Dublin'],
      ['f10000d0-07db-549a-b9ac-10414645d64b', 'cork', 'Cork'],
      ['f80cbdc9-1d87-508f-b3d8-53fed22e60b8', 'galway', 'Galway'],
      ['1e37dd2d-e163-58f4-ae12-0fbc72514711', 'limerick', 'Limerick'],
      ['7f51625a-d9e3-5eff-882c-68b95a1c6ba2', 'waterford', 'Waterford'],
    ],
  },
  {
    id: 'ade1cc2a-4878-53a3-918d-f5aa67ae9d2b',
    slug: 'italy',
    label: 'Italy',
    region: 'europe',
    kind: 'country',
    currency: 'EUR',
    cities: [
      ['31af45e6-1788-5166-9b66-ad49c80e4909', 'milan', 'Milan'],
      ['db1098a5-e1bd-5817-a91e-3f860e9308c1', 'rome', 'Rome'],
      ['a322ed08-513f-51c5-9788-85a82fd79c49', 'turin', 'Turin'],
      ['b0e840cc-dd20-521e-8816-fbc166dbcb57', 'naples', 'Naples'],
      ['630911cc-dd3b-55be-9d75-3e583295d8c2', 'bologna', 'Bologna'],
    ],
  },
  {
    id: '207b77f5-bb73-53cf-87a9-ce6df06a6009',
    slug: 'luxembourg',
    label: 'Luxembourg',
    region: 'europe',
    kind: 'country',
    currency: 'EUR',
    cities: [
      ['2de4c9e2-f1ea-5daf-99f3-61d9c38cf3ac', 'luxembourg-city', 'Luxembourg City'],
      ['f42afd3e-1b5f-5e55-a772-ef3553644da6', 'esch-sur-alzette', 'Esch-sur-Alzette'],
      ['3b1a731b-76a8-516f-97bf-98099cc5fe18', 'differdange', 'Differdange'],
      ['b9676b7a-3607-5e9f-b894-10ba69297491', 'dudelange', 'Dudelange'],
      ['4b57da8d-0de1-5a39-a592-bd25af915b9d', 'petange', 'Pétange'],
    ],
  },
  {
    id: 'a7ca534e-c0d7-5d1e-a5d5-cf32293082e6',
    slug: 'netherlands',
    label: 'Netherlands',
    region: 'europe',
    kind: 'country',
    currency: 'EUR',
    cities: [
      ['36d57158-4d38-516d-81af-b3b1eb0fc8ae', 'amsterdam', 'Amsterdam'],
      ['292ba3e8-87cb-5788-8e9e-c33cea589657', 'rotterdam', 'Rotterdam'],
      ['a65760c0-ad0a-5c85-9974-a5f005a45858', 'the-hague', 'The Hague'],
      ['6142802c-7ccb-592c-8c59-3637a2eca359', 'utrecht', 'Utrecht'],
      ['245a6e00-fb80-5058-b0db-f53b8f9a9041', 'eindhoven', 'Eindhoven'],
    ],
  },
  {
    id: '6caeb41c-743d-5bf6-ac9a-6a9f543509fc',
    slug: 'norway',
    label: 'Norway',
    region: 'europe',
    kind: 'country',
    currency: 'EUR',
    cities: [
      ['1a71a7b7-7b04-56c6-ab40-300f7850fa89', 'oslo', 'Oslo'],
      ['c57b4541-f8cd-5e31-8467-276b31005f7c', 'bergen', 'Bergen'],
      ['680b8ee1-a62e-5b31-b701-964b5af5233f', 'trondheim', 'Trondheim'],
      ['f9fadc49-4d9c-5bba-9e65-24e55428708a', 'stavanger', 'Stavanger'],
      ['8049d495-ccc2-5746-91d3-4008c685543a', 'kristiansand', 'Kristiansand'],
    ],
  },
  {
    id: '0acdff14-7d2f-5480-8ef5-dc2327edeb7f',
    slug: 'poland',
    label: 'Poland',
    region: 'europe',
    kind: 'country',
    currency: 'EUR',
    cities: [
      ['71bd856d-24f7-5996-b386-96f26eeffffe', 'warsaw', 'Warsaw'],
      ['b4f10ab3-d6de-543c-80c1-c67acdd091ac', 'krakow', 'Kraków'],
      ['bce53d0a-8c0d-5c30-a2fb-e308907902ff', 'wroclaw', 'Wrocław'],
      ['f0d47cb5-8653-54b1-9585-88f283b440b4', 'gdansk', 'Gdańsk'],
      ['20821323-5faf-5d60-b5e9-d37e5d95939c', 'poznan', 'Poznań'],
    ],
  },
  {
    id: '79ad7089-8b51-567f-a227-d4d337b05ad1',
    slug: 'portugal',
    label: 'Portugal',
    region: 'europe',
    kind: 'country',
    currency: 'EUR',
    cities: [
      ['171f1efe-282f-53da-ac83-9f5715a4870b', 'lisbon', 'Lisbon'],
      ['8beb1998-9458-52a9-90ae-c5a4c9ac20a7', 'porto', 'Porto'],
      ['afe9b603-15c4-5af8-b029-9e6617036674', 'braga', 'Braga'],
      ['531ae7f1-8c77-58d7-806f-a0243373d09e', 'coimbra', 'Coimbra'],
      ['0bafcbe1-2413-50f8-8a8f-0862e602e120', 'faro', 'Faro'],
    ],
  },
  {
    id: 'b4922066-a58b-53e8-8e66-b14581a3b31f',
    slug: 'spain',
    label: 'Spain',
    region: 'europe',
    kind: 'country',
    currency: 'EUR',
    cities: [
      ['e4a1a061-5055-55cd-841b-83f163dcc0b1', 'madrid', 'Madrid'],
      ['85924c70-2fc6-56b4-a2ac-cab5adac4bdc', 'barcelona', 'Barcelona'],
      ['94ed15d1-74db-58bb-af32-483d72b73a09', 'valencia', 'Valencia'],
      ['4586a9cd-45c4-54a4-96ed-6a205845ffdb', 'seville', 'Seville'],
      ['afd80700-3f26-5b2f-9552-4de4b77a6e59', 'bilbao', 'Bilbao'],
    ],
  },
  {
    id: 'f8f58ba8-49a5-5d95-b157-50ebde240087',
    slug: 'sweden',
    label: 'Sweden',
    region: 'europe',
    kind: 'country',
    currency: 'EUR',
    cities: [
      ['360e49a3-c144-535e-aed9-f8a77a368671', 'stockholm', 'Stockholm'],
      ['c6da1124-f66d-53bd-ad22-c93bdaffcf8d', 'gothenburg', 'Gothenburg'],
      ['f46706e6-9334-598b-9baa-0c2a1e0b0516', 'malmo', 'Malmö'],
      ['8b6cb350-14f8-50d1-aa2d-52245fe983f9', 'uppsala', 'Uppsala'],
      ['bcad1217-08e1-5d60-b6c8-c7a186cad3e7', 'linkoping', 'Linköping'],
    ],
  },
  {
    id: '73f5af47-3807-5e97-89d4-a425570115ac',
    slug: 'switzerland',
    label: 'Switzerland',
    region: 'europe',
    kind: 'country',
    currency: 'EUR',
    cities: [
      ['6d8fcc42-81fa-503d-8dc6-8f05bd7e3e3b', 'zurich', 'Zurich'],
      ['5d3a4399-21f7-5675-aed6-5aba9c025d6d', 'geneva', 'Geneva'],
      ['1cce5d09-cd7d-5179-a5da-601f8538ecab', 'basel', 'Basel'],
      ['e62ae71b-ef16-5c4c-8573-229243b73ec4', 'bern', 'Bern'],
      ['b8098832-1266-5982-9d51-d411b60be491', 'lausanne', 'Lausanne'],
    ],
  },
  {
    id: 'f380bd6f-fb8f-5ec1-af73-b6a351add27d',
    slug: 'united-kingdom',
    label: 'United Kingdom',
    region: 'europe',
    kind: 'country',
    currency: 'GBP',
    cities: [
      ['3b8d5b91-ad57-58b1-9f59-ebf77a880db7', 'london', 'London'],
      ['f07d6fbc-0931-55e1-8baf-072eff394d70', 'manchester', 'Manchester'],
      ['0b41425f-8589-56b4-96b3-713a97087d22', 'birmingham', 'Birmingham'],
      ['2bcc4e1a-7165-579a-8dee-ea470aa322b2', 'edinburgh', 'Edinburgh'],
      ['53451118-a74d-5001-bca6-3fa245623a03', 'glasgow', 'Glasgow'],
    ],
  },
  {
    id: 'f2b0acc5-0b6e-536d-910e-647115986b68',
    slug: 'east-coast',
    label: 'East Coast',
    region: 'north-america',
    kind: 'area',
    currency: 'USD',
    cities: [
      ['8bac7ab9-84ac-5eb2-9906-ab243c1d2841', 'new-york', 'New York'],
      ['8bddb6fe-5db1-5600-aa89-d6e3e3341de8', 'boston', 'Boston'],
      ['076415f6-309d-5cf1-a04b-3b6ff715e294', 'washington-dc', 'Washington D.C.'],
      ['dbf9471d-1c71-5391-8cbd-a7a2fd6ce642', 'philadelphia', 'Philadelphia'],
      ['710b08b2-1203-5894-8800-aaebd351758c', 'miami', 'Miami'],
    ],
  },
  {
    id: 'dc53e9a5-8323-5016-93e0-e02c0507726e',
    slug: 'central',
    label: 'Central',
    region: 'north-america',
    kind: 'area',
    currency: 'USD',
    cities: [
      ['923b7460-e047-59f1-ba89-5b684e404607', 'chicago', 'Chicago'],
      ['b3dbf8ed-2923-5672-b532-e2ccc4880962', 'dallas', 'Dallas'],
      ['d3414fc4-bf9f-5e68-bb60-28ad63081aed', 'houston', 'Houston'],
      ['f4d3c6cf-d0d7-5638-8349-5cc9135527cb', 'austin', 'Austin'],
      ['abeb4723-e562-54cc-9c6d-04ace7c127cf', 'minneapolis', 'Minneapolis'],
    ],
  },
  {
    id: 'f56a3aee-439f-5513-8495-3a89cd352f19',
    slug: 'west-coast',
    label: 'West Coast',
    region: 'north-america',
    kind: 'area',
    currency: 'USD',
    cities: [
      ['27513beb-a26d-5996-9a1a-b87575e092c7', 'san-francisco', 'San Francisco'],
      ['e95ef1ff-1d96-54a6-a902-4d100da0c99e', 'los-angeles', 'Los Angeles'],
      ['cb475dfe-299b-57e6-a14f-139be29d73a8', 'seattle', 'Seattle'],
      ['79e26a5f-c663-5d5c-8ae4-43379a368cff', 'san-diego', 'San Diego'],
      ['87f89961-241b-5d74-b782-0f9f0a4d3ca6', 'portland', 'Portland'],
    ],
  },
  {
    id: 'ee53ecdc-a657-55a4-8206-a5a010b9b4e0',
    slug: 'canada',
    label: 'Canada',
    region: 'north-america',
    kind: 'area',
    currency: 'CAD',
    cities: [
      ['c893bbc1-e777-5bfc-9810-9c89fb0db54c', 'toronto', 'Toronto'],
      ['7edb9a6c-3f84-5072-ba18-3cd44a7ebc3c', 'vancouver', 'Vancouver'],
      ['b29be6e5-b81e-5102-9fa2-92ea14ce69c9', 'montreal', 'Montreal'],
      ['49efa4a1-d11b-5375-b967-271d2149ba49', 'calgary', 'Calgary'],
      ['23bd29fd-7377-5abb-98e8-cd43506b1f9d', 'ottawa', 'Ottawa'],
    ],
  },
];

const INDUSTRIES: Industry[] = [
  ['3a617111-8216-522e-92a4-35c4d0cce4af', 'consulting', 'Consulting', 'Consulting', ['consulting', 'consultancy']],
  ['0b2f86ff-fc12-5681-bf53-c94238ce0233', 'education', 'Education & Edtech', 'education', ['education', 'edtech']],
  ['845bea7a-3764-5211-84c3-5d650cba7494', 'enterprise', 'Enterprise (1000+ employees)', 'Enterprise (1000+ employees)', ['enterprise']],
  ['9d84c305-fa5d-5a79-bcd5-88be0177301e', 'financial-services', 'Financial Services & Fintech', 'finance', ['finance', 'financial services', 'fintech']],
  ['70f61000-d8c3-51ca-af25-b4faa98e8af4', 'government', 'Government', 'Government', ['government', 'public sector']],
  ['7a01e809-b700-5b07-bcef-05912e6a7306', 'healthcare', 'Healthcare & Life Sciences', 'healthcare', ['healthcare', 'life sciences']],
  ['98053c37-234f-5b64-b8aa-1fbd8033d118', 'manufacturing', 'Manufacturing & Industrial', 'manufacturing', ['manufacturing', 'industrial']],
  ['bc703c4d-f119-553d-a678-f90c63ed9101', 'media-entertainment', 'Media & Entertainment', 'entertainment', ['entertainment', 'media']],
  ['3b769ae2-5669-55c9-9a7d-f51f87970eeb', 'nonprofit', 'Nonprofit', 'Nonprofit', ['nonprofit', 'non-profit', 'charity']],
  ['d49e020c-1f90-5bdc-9b83-5fb1ebc27981', 'professional-services', 'Professional Services', 'Professional Services', ['professional services']],
  ['9e856560-d2e1-55e5-8660-56b7e1b7d8b7', 'retail-ecommerce', 'Retail & Ecommerce', 'e-commerce', ['e-commerce', 'ecommerce', 'retail']],
  ['bff88d7b-4d9b-5852-98a2-cacd2170e577', 'startups-scaleups', 'Startups & Scaleups', 'Startups & Scaleups', ['startups', 'scaleups']],
  ['b2a0953b-c5c3-542d-aaf7-216373695816', 'technology-saas', 'Technology & SaaS', 'Technology & SaaS', ['technology', 'tech', 'saas', 'software']],
];

const TECHNOLOGIES: Technology[] = [
  ['4ef0a237-65b8-55f6-92a7-abdb7cd8f4d7', '15five', '15Five', 'Performance'],
  ['f7934b5d-990c-5757-894f-d5a1fefac941', 'adp-workforce-now', 'ADP Workforce Now', 'HRIS'],
  ['07d920f0-a813-50b4-8221-348903fc4e44', 'bamboohr', 'BambooHR', 'HRIS'],
  ['910c0cbf-65bd-5ea7-8ab4-f2dd5d56249b', 'cornerstone-ondemand', 'Cornerstone OnDemand', 'Learning'],
  ['7d7d6555-1a1f-5b95-9908-7e354f9b3606', 'culture-amp', 'Culture Amp', 'Performance'],
  ['499dc242-8466-51cc-a8df-cad158331163', 'glint', 'Glint', 'Engagement'],
  ['9dd296cd-7cb8-5ea3-a580-c7371e3e269c', 'greenhouse', 'Greenhouse', 'ATS'],
  ['24e53fdd-28cc-53bb-82b5-2b219ee6f29d', 'icims', 'iCIMS', 'ATS'],
  ['c358fa86-4d0b-51c9-8823-d09a36e60389', 'indeed', 'Indeed', 'Recruitment Marketing'],
  ['5b4f3a3a-eede-577b-8c9a-16302481178c', 'lattice', 'Lattice', 'Performance'],
  ['96f526e9-6bb7-52ce-afa7-b43f7f4b07e1', 'lever', 'Lever', 'ATS'],
  ['a91aa295-64ee-5970-ac2e-48a25a28313a', 'linkedin-recruiter', 'LinkedIn Recruiter', 'Recruitment Marketing'],
  ['b6d343df-7e95-55aa-8866-950a35a8022e', 'officevibe', 'Officevibe', 'Engagement'],
  ['c613eefd-818b-5dd5-981e-2deee50e5017', 'successfactors', 'SuccessFactors', 'HRIS'],
  ['417f0806-a29c-59b8-9a07-c08c93735e08', 'udemy-business', 'Udemy Business', 'Learning'],
  ['ce2e3b6b-93a3-564d-b0bc-f5c73ecc8084', 'visier', 'Visier', 'People Analytics'],
  ['9b1fa7b1-0125-5a2d-936e-276f0d0393f0', 'workday-hcm', 'Workday HCM', 'HRIS'],
  ['cbce6288-a334-58f0-9bbb-b309d27b7214', 'workday-recruiting', 'Workday Recruiting', 'ATS'],
  ['2a3d8f2a-290b-51b0-9cd3-0bbdcaf3c518', 'worklytics', 'Worklytics', 'People Analytics'],
];

const COMPANY_SIZES: Option[] = [
  ['5ee01a76-e3e0-5f80-b51d-7e4aae5af22d', 'startup', 'Startup (1-10)'],
  ['7d575b4d-a398-5489-a47b-fff4f74abde8', 'small', 'Small (11-50)'],
  ['fbc6d9ac-8db9-5ab1-9cea-e8ffd1de0f77', 'mid-size', 'Mid-size (51-200)'],
  ['a1512fd6-8a48-53d1-b96c-0f95a294c2ab', 'large', 'Large (201-1000)'],
  ['50a39640-2e3f-5923-b186-af9ea11a53d8', 'enterprise', 'Enterprise (1000+)'],
];

const VC_STAGES: VcStage[] = [
  ['2d141086-0197-5509-ac38-f278c140b043', 'pre-seed', 'Pre-seed', true],
  ['2e9ecf57-2790-53cd-a83a-d0e13d5c766e', 'seed', 'Seed', true],
  ['077934cf-2db8-5d08-8d18-f77f04bba53c', 'series-a', 'Series A', true],
  ['aa233b01-27c2-5513-85fe-e89509edc7c5', 'series-b', 'Series B', true],
  ['46d94500-9135-5624-8c6a-33e1786be78d', 'series-c+', 'Series C+', true],
  ['f4800fbe-cfed-58c6-b203-0b5ccd7398c9', 'series-d+', 'Series D+', false],
  ['b97f01b0-063c-5a14-81c3-5df00f62da02', 'ipo', 'IPO', false],
  ['5f03dfc6-80fc-54c4-a046-03ab187f27da', 'bootstrapped', 'Bootstrapped', true],
];

const LANGUAGES: Option[] = [
  ['50d6ac4a-040f-5027-9f67-ddcdabc14bd1', 'arabic', 'Arabic'],
  ['4f4efbd6-8534-5863-a7cd-158810d8c81b', 'bengali', 'Bengali'],
  ['307c1c79-1bb4-52a0-8f90-0981fdbafcf4', 'cantonese', 'Cantonese'],
  ['ff86510c-88c6-5f45-8531-57145674e2d6', 'czech', 'Czech'],
  ['20a002bb-d2b0-5121-bd5f-98689983491d', 'dutch', 'Dutch'],
  ['56884346-8a92-56a9-b257-1830d67f7167', 'english', 'English'],
  ['91ba82ff-0e7c-5bbf-8491-79bed719a89c', 'french', 'French'],
  ['38ffca42-3dfb-5d35-84c0-bdbecf06571a', 'german', 'German'],
  ['9b4d02df-4faa-5b0e-a425-8c572b3a882c', 'greek', 'Greek'],
  ['83a715a1-c773-5d3b-9ef6-36e944939e5b', 'hindi', 'Hindi'],
  ['15b7da26-eef3-52bb-b37b-b4a28eab23f0', 'hungarian', 'Hungarian'],
  ['745a5ee6-9f5a-5a0a-9ef6-17f987245d0d', 'indonesian', 'Indonesian'],
  ['de6d5643-9e52-5841-afde-8a5afd2d475c', 'italian', 'Italian'],
  ['ada8c057-8dbd-5495-918b-fbddb69fe53b', 'japanese', 'Japanese'],
  ['eed10d80-d48d-5e95-ab67-12ca2b86df91', 'korean', 'Korean'],
  ['4b4f092a-904a-5222-9ad6-4028311e3bae', 'malay', 'Malay'],
  ['9eb90294-d19b-5352-9ac5-a213a69ee49f', 'mandarin', 'Mandarin'],
  ['5c9b2718-5bbe-51ed-8adc-4b0462442a49', 'persian', 'Persian'],
  ['b23a341f-ea17-5abe-9538-eb11a601cc41', 'polish', 'Polish'],
  ['7d5290f9-68e4-55ea-a7fd-832b899ab562', 'portuguese', 'Portuguese'],
  ['68feb46b-0897-5e9b-9d66-b45ab7b92cdc', 'romanian', 'Romanian'],
  ['49ac1bf7-faed-5dcc-aceb-4a4c919aa782', 'russian', 'Russian'],
  ['b71c1e31-1870-55b4-bd32-4f624a438db4', 'spanish', 'Spanish'],
  ['dbdbb093-12ca-5fba-8bbf-a717ba353ed1', 'swahili', 'Swahili'],
  ['d92fb78f-25d6-5ad6-b3f6-cf0bf4573840', 'swedish', 'Swedish'],
  ['77a593e4-0639-5444-ba0f-9f6035c58499', 'tamil', 'Tamil'],
  ['fa3d0f66-ed3d-55d8-8853-13bfa4ecbbad', 'thai', 'Thai'],
  ['c6747252-566c-5bdf-8fb7-e3fa524168d5', 'turkish', 'Turkish'],
  ['514003bf-cf9c-5cac-ad02-da1f9527991d', 'urdu', 'Urdu'],
  ['e93cfbdf-1aaf-5e79-8261-d68f3132f885', 'vietnamese', 'Vietnamese'],
];

const MARKETS: Option[] = [
  ['8255c988-d6bb-525d-bf65-f60290db36c5', 'apac', 'APAC'],
  ['938138bd-b06e-50d9-8de6-bf04d2e59fb5', 'europe', 'Europe'],
  ['344834f3-b012-55e9-8025-cf64d4b08d61', 'meta', 'META'],
  ['4878db03-ec34-51cc-b277-49a891a0c438', 'north-america', 'North America'],
  ['fe92d7ea-4729-5e4d-9866-c229d9560812', 'south-america', 'South America'],
];

const REVENUE_JOURNEYS: Option[] = [
  ['ee7eb37a-4e1b-5566-adf9-b602246fa050', '0-1m', '$0-1M'],
  ['158f183c-2003-5c41-8bdc-a1ff743a8650', '1-5m', '$1-5M'],
  ['a9ef9d38-8819-5cdc-9ae6-5ff4f93ace04', '5-10m', '$5-10M'],
  ['63cd827a-4fd0-52ee-b98a-409996604f83', '10-20m', '$10-20M'],
  ['5bfe9683-3dfc-58fd-800a-a257d38ce412', '20-50m', '$20-50M'],
  ['f4b0dc30-2e32-5e30-9c8d-742e73acd1b7', '50-100m', '$50-100M'],
  ['3fe8254e-46ca-5ee7-ba4b-fb621eea1b1c', '100m+', '$100M+'],
];

const PRICE_BANDS: Band[] = [
  ['219fd227-7b91-5771-b39d-0151d84c2a30', '250-500', '250-500', 250, 500],
  ['8a13228d-cd6f-591e-988a-69627262ca7b', '500-1000', '500-1000', 500, 1000],
  ['015d3cde-895e-5460-b28d-7aa6c0b48ca4', '1000-1500', '1000-1500', 1000, 1500],
  ['bd77b951-8bfe-58af-900b-1ca427bb803e', '1500-2000', '1500-2000', 1500, 2000],
  ['132027d1-ff51-59c9-aa54-d39bf80233c1', '2000+', '2000+', 2000, null],
];

const PROFILE_AVAILABILITY: Option[] = [
  ['c3401ee5-3402-5357-8d24-56287d6388c7', 'full-time', 'Full-time'],
  ['54eb2e66-1126-52b4-8551-1515801b7073', 'part-time', 'Part-time'],
  ['82396dcf-b3b9-516c-9357-9533be9dbbc3', 'specific-hours', 'Specific hours'],
  ['56b4f460-f11d-5b1b-b7a4-98cba004a7f9', 'any', 'Any'],
];

const EXPERIENCE_LEVELS: ExperienceLevel[] = [
  ['3b9855bf-4754-518f-b392-06d750d88e27', '0-2', '0-2 years', 1, 0, 2],
  ['fff040c2-653b-5bd4-b3a2-a4f7b9c3d719', '3-5', '3-5 years', 4, 3, 5],
  ['ebb37627-c263-5b9f-acb3-47a3e03580b5', '6-10', '6-10 years', 8, 6, 10],
  ['eb0ae2a7-ff0f-5456-95c5-0adb53ae9131', '10+', '10+ years', 12, 10, null],
  ['bcfc74f5-aeac-5023-af8e-c2ecf0d35a59', '15+', '15+ years', 17, 15, null],
  ['a48d35c2-19b5-587f-9ce2-4d7c6d045d09', '20+', '20+ years', 22, 20, null],
];

const PLANNED_HIRES: Option[] = [
  ['f473b48c-ce8e-58e3-91e2-4bc4f4aeeba5', '0-5', '0-5'],
  ['23267a30-ecdb-57ac-b52d-8b30ee8fc77d', '5-10', '5-10'],
  ['e4fd877a-0bf7-53d9-808b-8aafd2f5886a', '10-15', '10-15'],
  ['eb38b365-ba91-5b3b-9667-a40522e72f66', '15-20', '15-20'],
  ['9dc9dbb4-ff29-511b-8611-130050c43344', '20-30', '20-30'],
  ['badad145-a260-53be-815c-2c8b9dc40965', '30-40', '30-40'],
  ['d4a674f0-e061-57d9-a310-9e7cb80cdb4d', '40+', '40+'],
];

const ENGAGEMENT_TYPES: EngagementType[] = [
  ['b8497289-84ab-59e9-bb70-3ff9ad0d2c8b', 'fractional', 'Fractional', 'Ongoing part-time'],
  ['b458bf05-aec1-5e7b-8103-7d402298bd05', 'contract', 'Contract', 'Project-based'],
  ['995d405c-cdc8-5339-a329-5484d29b6865', 'retainer', 'Retainer', 'Monthly commitment'],
  ['b3c88a4b-5e11-5b4c-a4fc-a33003e0a35b', 'full-time-temp', 'Full-time (temporary)', 'Full-time temporary placement'],
];

const TECHNOLOGY_CATEGORIES = [
  'ATS',
  'HRIS',
  'Performance',
  'Learning',
  'Recruitment Marketing',
  'People Analytics',
  'Engagement',
];

const READ_ONLY_TABLES = [
  'roles',
  'regions',
  'countries',
  'cities',
  'industries',
  'technologies',
  'company_sizes',
  'vc_stages',
  'languages',
  'markets',
  'revenue_journeys',
  'price_bands',
  'profile_availability',
  'experience_levels',
  'planned_hires',
  'engagement_types',
];

function literal(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `ARRAY[${value.map(literal).join(', ')}]::text[]`;
  return `'${value.replaceAll("'", "''")}'`;
}

function insertRows(table: string, columns: string[], rows: SqlValue[][]): string {
  const values = rows.map((row) => `(${row.map(literal).join(', ')})`).join(',\n  ');
  return `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n  ${values}`;
}

/** Positions start at 1 and follow the order of the list above. */
function withPosition<T extends SqlValue[]>(rows: readonly T[]): SqlValue[][] {
  return rows.map((row, index) => [...row, index + 1]);
}

// Slugs appear in URLs and forms; '+' is allowed because the spec's own ids use it ('10+', 'series-c+').
const SLUG = `slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9][a-z0-9+-]*$')`;
const LABEL = `label text NOT NULL UNIQUE CHECK (btrim(label) <> '')`;
const POSITION = `position integer NOT NULL UNIQUE CHECK (position > 0)`;

function optionTable(table: string, extraColumns: string[] = []): string {
  return `CREATE TABLE ${table} (\n  ${['id uuid PRIMARY KEY', SLUG, LABEL, ...extraColumns, POSITION].join(',\n  ')}\n)`;
}

export class Migration20261122000200_reference_data extends Migration {
  override name = 'Migration20261122000200_reference_data';

  override up(): void {
    this.createTables();
    this.seed();
    for (const table of READ_ONLY_TABLES) {
      this.addSql(`COMMENT ON TABLE ${table} IS 'Reference data: written only by migrations, read-only to the application.'`);
    }
    this.addSql(
      `COMMENT ON COLUMN countries.currency IS 'ISO 4217 code of the currency day rates are quoted in (the price badge), not the national currency.'`,
    );
  }

  private createTables(): void {
    this.addSql(optionTable('roles'));
    this.addSql(optionTable('regions'));
    this.addSql(`
      CREATE TABLE countries (
        id uuid PRIMARY KEY,
        region_id uuid NOT NULL REFERENCES regions (id),
        ${SLUG},
        ${LABEL},
        kind text NOT NULL CHECK (kind IN ('country', 'area')),
        currency text NOT NULL CHECK (currency IN ('EUR', 'GBP', 'USD', 'CAD')),
        ${POSITION}
      )`);
    this.addSql(`CREATE INDEX countries_region_id_idx ON countries (region_id)`);
    // City slugs and positions are unique within their country only.
    this.addSql(`
      CREATE TABLE cities (
        id uuid PRIMARY KEY,
        country_id uuid NOT NULL REFERENCES countries (id),
        slug text NOT NULL CHECK (slug ~ '^[a-z0-9][a-z0-9-]*$'),
        label text NOT NULL CHECK (btrim(label) <> ''),
        position integer NOT NULL CHECK (position > 0),
        UNIQUE (country_id, slug),
        UNIQUE (country_id, label),
        UNIQUE (country_id, position)
      )`);
    this.addSql(
      optionTable('industries', [
        `name text NOT NULL UNIQUE CHECK (btrim(name) <> '')`,
        `aliases text[] NOT NULL DEFAULT '{}'`,
      ]),
    );
    this.addSql(
      optionTable('technologies', [`category text NOT NULL CHECK (category IN (${TECHNOLOGY_CATEGORIES.map(literal).join(', ')}))`]),
    );
    // The spec looks tools up by name case-insensitively; two spellings of one tool must not coexist.
    this.addSql(`CREATE UNIQUE INDEX technologies_label_lower_key ON technologies (lower(label))`);
    this.addSql(optionTable('company_sizes'));
    this.addSql(optionTable('vc_stages', ['on_profile boolean NOT NULL DEFAULT true']));
    this.addSql(optionTable('languages'));
    this.addSql(optionTable('markets'));
    this.addSql(optionTable('revenue_journeys'));
    this.addSql(
      optionTable('price_bands', [
        'min_price integer NOT NULL CHECK (min_price >= 0)',
        'max_price integer CHECK (max_price IS NULL OR max_price > min_price)',
      ]),
    );
    this.addSql(optionTable('profile_availability'));
    this.addSql(
      optionTable('experience_levels', [
        'stored_years integer NOT NULL',
        'min_years integer NOT NULL CHECK (min_years >= 0)',
        'max_years integer CHECK (max_years IS NULL OR max_years >= min_years)',
        'CHECK (stored_years >= min_years AND (max_years IS NULL OR stored_years <= max_years))',
      ]),
    );
    this.addSql(optionTable('planned_hires'));
    this.addSql(optionTable('engagement_types', [`description text NOT NULL CHECK (btrim(description) <> '')`]));
  }

  private seed(): void {
    const option = ['id', 'slug', 'label', 'position'];
    this.addSql(insertRows('roles', option, withPosition(ROLES)));
    this.addSql(insertRows('regions', option, withPosition(REGIONS)));

    const regionId = new Map(REGIONS.map(([id, slug]) => [slug, id]));
    this.addSql(
      insertRows(
        'countries',
        ['id', 'region_id', 'slug', 'label', 'kind', 'currency', 'position'],
        COUNTRIES.map((c, index) => [c.id, regionId.get(c.region) ?? null, c.slug, c.label, c.kind, c.currency, index + 1]),
      ),
    );
    this.addSql(
      insertRows(
        'cities',
        ['id', 'country_id', 'slug', 'label', 'position'],
        COUNTRIES.flatMap((c) => c.cities.map(([id, slug, label], index) => [id, c.id, slug, label, index + 1])),
      ),
    );

    this.addSql(insertRows('industries', ['id', 'slug', 'label', 'name', 'aliases', 'position'], withPosition(INDUSTRIES)));
    this.addSql(insertRows('technologies', ['id', 'slug', 'label', 'category', 'position'], withPosition(TECHNOLOGIES)));
    this.addSql(insertRows('company_sizes', option, withPosition(COMPANY_SIZES)));
    this.addSql(insertRows('vc_stages', ['id', 'slug', 'label', 'on_profile', 'position'], withPosition(VC_STAGES)));
    this.addSql(insertRows('languages', option, withPosition(LANGUAGES)));
    this.addSql(insertRows('markets', option, withPosition(MARKETS)));
    this.addSql(insertRows('revenue_journeys', option, withPosition(REVENUE_JOURNEYS)));
    this.addSql(
      insertRows('price_bands', ['id', 'slug', 'label', 'min_price', 'max_price', 'position'], withPosition(PRICE_BANDS)),
    );
    this.addSql(insertRows('profile_availability', option, withPosition(PROFILE_AVAILABILITY)));
    this.addSql(
      insertRows(
        'experience_levels',
        ['id', 'slug', 'label', 'stored_years', 'min_years', 'max_years', 'position'],
        withPosition(EXPERIENCE_LEVELS),
      ),
    );
    this.addSql(insertRows('planned_hires', option, withPosition(PLANNED_HIRES)));
    this.addSql(insertRows('engagement_types', ['id', 'slug', 'label', 'description', 'position'], withPosition(ENGAGEMENT_TYPES)));
  }
}
