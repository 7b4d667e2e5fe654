// The demo seed's companies: fictional employers spread over industries and regions, weighted
// towards the Middle East and North Africa like the product's market (PRODUCT.md). Contact
// people and the rest of each profile are generated in build-demo-data.ts.
import type { TCompanySize, TIndustry } from "@common/company";

export interface TDemoCompany {
  name: string;
  industry: TIndustry;
  size: TCompanySize;
  /** Country name as in common/locations.ts. */
  country: string;
  /** Completes "<name> ..." in the profile and in every posting. */
  about: string;
}

export const DEMO_COMPANIES: readonly TDemoCompany[] = [
  // Technology
  {
    name: "Nimbus Cloudworks",
    industry: "Technology",
    size: "201-1000",
    country: "United States",
    about: "builds cloud infrastructure tooling used by engineering teams in more than 40 countries.",
  },
  {
    name: "Qanat Digital",
    industry: "Technology",
    size: "51-200",
    country: "United Arab Emirates",
    about: "designs and builds digital products for banks, airlines and public services across the Gulf.",
  },
  {
    name: "Atlas Byte",
    industry: "Technology",
    size: "51-200",
    country: "Morocco",
    about: "is a software house building e-commerce and payment platforms for retailers across North Africa.",
  },
  {
    name: "Fjordline Software",
    industry: "Technology",
    size: "201-1000",
    country: "Sweden",
    about: "makes collaboration software for hybrid teams, used by three million people every day.",
  },
  {
    name: "Sakura Data Systems",
    industry: "Technology",
    size: "1000+",
    country: "Japan",
    about: "provides data platforms and analytics services to manufacturers and retailers across Asia.",
  },
  {
    name: "Brightpath Labs",
    industry: "Technology",
    size: "201-1000",
    country: "India",
    about: "builds mobile-first fintech and health apps for India's next 500 million internet users.",
  },
  {
    name: "Oasis Cloud Technologies",
    industry: "Technology",
    size: "201-1000",
    country: "Saudi Arabia",
    about: "runs cloud and cybersecurity services for enterprises and government entities in the Kingdom.",
  },
  // Healthcare
  {
    name: "Meridian Health Partners",
    industry: "Healthcare",
    size: "1000+",
    country: "United States",
    about: "operates community hospitals and outpatient clinics serving over a million patients a year.",
  },
  {
    name: "Nile Care Hospitals",
    industry: "Healthcare",
    size: "1000+",
    country: "Egypt",
    about: "runs a network of private hospitals and diagnostic centres across Egypt.",
  },
  {
    name: "Cedar Medical Group",
    industry: "Healthcare",
    size: "201-1000",
    country: "Lebanon",
    about: "is a group of specialist clinics and a teaching hospital known for cardiology and oncology care.",
  },
  // Finance
  {
    name: "Harbor Lane Capital",
    industry: "Finance",
    size: "201-1000",
    country: "United Kingdom",
    about: "is an independent asset manager looking after pensions and savings for institutions and families.",
  },
  {
    name: "Dinar Pay",
    industry: "Finance",
    size: "51-200",
    country: "Jordan",
    about: "is a licensed payments company bringing digital wallets and merchant payments to the Levant.",
  },
  {
    name: "Falcon Ridge Bank",
    industry: "Finance",
    size: "1000+",
    country: "United Arab Emirates",
    about: "is a commercial bank serving corporate, SME and private clients across the Gulf.",
  },
  {
    name: "Sahel Microfinance",
    industry: "Finance",
    size: "201-1000",
    country: "Tunisia",
    about: "provides small loans and savings products to entrepreneurs and farmers in Tunisia and Algeria.",
  },
  // Education
  {
    name: "Horizon International Schools",
    industry: "Education",
    size: "1000+",
    country: "Qatar",
    about: "runs six British-curriculum schools with more than 7,000 students from 80 nationalities.",
  },
  {
    name: "Kitab Learning",
    industry: "Education",
    size: "11-50",
    country: "Egypt",
    about: "is an online learning platform offering professional courses in Arabic.",
  },
  {
    name: "Carthage Institute of Technology",
    industry: "Education",
    size: "201-1000",
    country: "Tunisia",
    about: "is a private engineering and business school with campuses in Tunis and Sousse.",
  },
  // Marketing
  {
    name: "Souk Media Group",
    industry: "Marketing",
    size: "51-200",
    country: "United Arab Emirates",
    about: "is a digital marketing agency creating campaigns for regional and global brands in Arabic and English.",
  },
  {
    name: "Blue Heron Creative",
    industry: "Marketing",
    size: "11-50",
    country: "Australia",
    about: "is an independent creative studio working on brand, content and social campaigns.",
  },
  {
    name: "Mosaic Growth Agency",
    industry: "Marketing",
    size: "51-200",
    country: "France",
    about: "helps e-commerce and software companies grow with performance marketing and content.",
  },
  // Manufacturing
  {
    name: "Rheinwerk Precision",
    industry: "Manufacturing",
    size: "1000+",
    country: "Germany",
    about: "makes precision drivetrain components for car makers in Europe and North Africa.",
  },
  {
    name: "Maghreb Auto Components",
    industry: "Manufacturing",
    size: "1000+",
    country: "Morocco",
    about:
      "produces wiring harnesses and interior parts for international car makers from its plants near Tangier and Kénitra.",
  },
  {
    name: "Delta Packaging Industries",
    industry: "Manufacturing",
    size: "201-1000",
    country: "Egypt",
    about: "manufactures food-grade and industrial packaging for customers in the Middle East and Africa.",
  },
  // Retail
  {
    name: "Harvest Lane Markets",
    industry: "Retail",
    size: "1000+",
    country: "United States",
    about: "is a neighbourhood grocery chain with 180 stores focused on fresh and local food.",
  },
  {
    name: "Al Waha Retail Group",
    industry: "Retail",
    size: "1000+",
    country: "Saudi Arabia",
    about: "operates fashion, home and beauty stores in malls across Saudi Arabia and the Gulf.",
  },
  {
    name: "Lagoa Fashion",
    industry: "Retail",
    size: "1000+",
    country: "Brazil",
    about: "is a Brazilian fashion retailer with 120 stores and a fast-growing online shop.",
  },
  // Consulting
  {
    name: "Clearwater Advisory",
    industry: "Consulting",
    size: "201-1000",
    country: "Netherlands",
    about: "is a management consultancy helping companies with strategy, operations and sustainability.",
  },
  {
    name: "Khaleej Strategy Partners",
    industry: "Consulting",
    size: "51-200",
    country: "Kuwait",
    about: "advises governments and family businesses in the Gulf on strategy and transformation.",
  },
  {
    name: "Tigris Consulting Group",
    industry: "Consulting",
    size: "11-50",
    country: "Iraq",
    about: "supports companies entering the Iraqi market with research, HR and ERP services.",
  },
  // Non-profit
  {
    name: "Open Hands Relief",
    industry: "Non-profit",
    size: "201-1000",
    country: "Jordan",
    about:
      "is a humanitarian organisation providing education, health and livelihood support to refugees and host communities.",
  },
  {
    name: "Blue Nile Water Initiative",
    industry: "Non-profit",
    size: "51-200",
    country: "Sudan",
    about: "builds and maintains clean water and sanitation systems with rural communities.",
  },
  {
    name: "Bridges for Education Foundation",
    industry: "Non-profit",
    size: "11-50",
    country: "Lebanon",
    about: "funds scholarships and runs catch-up classes for children who have missed school.",
  },
  // Government
  {
    name: "Civic Digital Agency",
    industry: "Government",
    size: "201-1000",
    country: "United Kingdom",
    about: "is a public-sector digital agency building online services for local councils.",
  },
  {
    name: "Smart City Services Authority",
    industry: "Government",
    size: "201-1000",
    country: "Qatar",
    about: "plans and runs digital and infrastructure services for new urban districts.",
  },
  // Construction & Real Estate
  {
    name: "Sandstone Developments",
    industry: "Construction & Real Estate",
    size: "1000+",
    country: "United Arab Emirates",
    about: "develops residential communities and mixed-use towers across the Emirates.",
  },
  {
    name: "Al Bina Contracting",
    industry: "Construction & Real Estate",
    size: "1000+",
    country: "Saudi Arabia",
    about: "is a general contractor delivering hospitals, schools and transport projects across the Kingdom.",
  },
  {
    name: "Cornerstone Builders",
    industry: "Construction & Real Estate",
    size: "201-1000",
    country: "Australia",
    about: "builds commercial and multi-residential projects on the east coast of Australia.",
  },
  // Hospitality & Tourism
  {
    name: "Azure Coast Hotels",
    industry: "Hospitality & Tourism",
    size: "1000+",
    country: "Egypt",
    about: "operates resorts on the Red Sea and city hotels in Cairo and Luxor.",
  },
  {
    name: "Riad Collection",
    industry: "Hospitality & Tourism",
    size: "201-1000",
    country: "Morocco",
    about: "runs boutique riads and desert camps in Marrakesh, Fès and the Sahara.",
  },
  {
    name: "Pearl Bay Resorts",
    industry: "Hospitality & Tourism",
    size: "201-1000",
    country: "Bahrain",
    about: "operates beach resorts and serviced apartments in Bahrain and Oman.",
  },
  // Logistics & Transportation
  {
    name: "Caravan Logistics",
    industry: "Logistics & Transportation",
    size: "1000+",
    country: "United Arab Emirates",
    about: "moves freight by sea, air and road between the Gulf, Africa and Asia.",
  },
  {
    name: "Hanse Freight",
    industry: "Logistics & Transportation",
    size: "1000+",
    country: "Germany",
    about: "is a contract logistics provider with 60 warehouses across Europe.",
  },
  {
    name: "Lion City Logistics",
    industry: "Logistics & Transportation",
    size: "201-1000",
    country: "Singapore",
    about: "offers last-mile delivery and fulfilment for online retailers in South-East Asia.",
  },
  // Other
  {
    name: "Sahara Solar Energy",
    industry: "Other",
    size: "201-1000",
    country: "Algeria",
    about: "develops and operates solar power plants across North Africa.",
  },
  {
    name: "Olive Grove AgriFoods",
    industry: "Other",
    size: "201-1000",
    country: "Tunisia",
    about: "grows, presses and exports olive oil and dates from farms in central Tunisia.",
  },
  {
    name: "Sirte Basin Energy Services",
    industry: "Other",
    size: "201-1000",
    country: "Libya",
    about: "provides engineering, maintenance and safety services to oil and gas operators.",
  },
];
