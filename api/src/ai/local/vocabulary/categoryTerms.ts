/**
 * Words that point to a main category without telling its subcategories apart ("patients"
 * says Health & Medical, not which kind). Comma-separated; `!` marks a strong term. Written
 * from knowledge of each field, not from the evaluation fixtures.
 */
export const CATEGORY_TERMS: Readonly<Record<string, string>> = {
  'Animals & Pets':
    'pet, pets, animal, animals, dog, dogs, cat, cats, puppy, kitten, paws, furry, four-legged, owners, horses, equine, livestock',
  'Beauty & Well-being':
    'beauty, skin, skincare, wellness, relax, relaxation, glow, self-care, treatments, pamper, complexion',
  'Business Services':
    'b2b, businesses, clients, enterprise, outsourcing, outsourced, consultancy, corporate, smes, small businesses',
  'Construction & Manufacturing':
    'construction, industrial, manufacturing, manufacturer, factory, contractor, engineering, projects, site, building, fabrication, tonnes',
  'Education & Training':
    'education, learning, students, student, teaching, teachers, training, learn, curriculum, enrol, enroll, qualifications, learners, academy, school, lessons, courses, classes',
  'Electronics & Technology':
    'technology, tech, digital, devices, device, electronics, software, hardware, gadgets',
  'Events & Entertainment':
    'entertainment, events, event, tickets, fun, show, shows, party, guests, audiences, performers',
  'Food, Beverages & Tobacco':
    'food, foods, taste, flavour, flavor, flavours, ingredients, delicious, recipe, recipes, tasting, artisan, fresh, organic',
  'Health & Medical':
    'health, healthcare, medical, patient, patients, clinic, doctor, doctors, treatment, appointment, nhs, physician, clinical, diagnosis',
  'Hobbies & Crafts':
    'hobby, hobbies, craft, crafts, crafting, handmade, makers, diy, kits, kit, enthusiasts, beginners',
  'Home & Garden':
    'house, garden, interior, living, decor, household, rooms, homeowners, your home',
  'Home Services':
    'homeowners, household, call-out, emergency, residential, estimate, free quote, insured, licensed, fully insured, local, properties',
  'Legal Services & Government':
    'legal, law, government, public, official, council, court, regulation, citizens, statutory',
  'Media & Publishing':
    'media, publishing, publisher, content, stories, editorial, audience, news, readers',
  'Money & Insurance':
    'money, financial, finance, finances, savings, tax, loan, fees, invest, fca, regulated, authorised',
  'Public & Local Services':
    'community, charity, nonprofit, non-profit, volunteers, volunteer, donate, donation, registered charity, public, support',
  'Restaurants & Bars':
    'restaurant, menu, dining, dine, dinner, lunch, reservations, book a table, chef, dishes, kitchen, eat, cuisine, starters, mains, desserts',
  'Shopping & Fashion':
    'fashion, shop, style, collection, wear, wardrobe, free shipping, returns, sizes, size guide, outfit, new arrivals, sale',
  Sports:
    'sport, sports, athletes, athlete, team, club, league, players, coaching, coach, coaches, match, season, competition, competitive',
  'Travel & Vacation':
    'travel, vacation, holiday, holidays, trip, trips, destination, destinations, getaway, travellers, travelers, tourists, stay',
  Utilities:
    'utility, utilities, supply, customers, tariff, bills, billing, meter, network, infrastructure, outage',
  'Vehicles & Transportation':
    'vehicle, vehicles, car, cars, drive, driving, transport, transportation, fleet, road, drivers, journey',
};

/**
 * schema.org types that name a subcategory outright. A page's JSON-LD saying `Dentist` is the
 * clearest evidence a homepage can give.
 */
export const SCHEMA_TYPE_HINTS: Readonly<Record<string, string>> = {
  VeterinaryCare: 'Animal Health',
  Zoo: 'Animal Parks & Zoo',
  Aquarium: 'Animal Parks & Zoo',
  PetStore: 'Pet Stores',
  AnimalShelter: 'Shelters & Homes',
  BeautySalon: 'Salons & Clinics',
  NailSalon: 'Salons & Clinics',
  HairSalon: 'Hair Care & Styling',
  DaySpa: 'Wellness & Spa',
  TattooParlor: 'Tattoos & Piercings',
  EmploymentAgency: 'HR & Recruiting',
  GeneralContractor: 'Construction Services',
  HardwareStore: 'Tools & Equipment',
  CollegeOrUniversity: 'Colleges & Universities',
  School: 'School & High School',
  HighSchool: 'School & High School',
  MiddleSchool: 'School & High School',
  ElementarySchool: 'School & High School',
  ElectronicsStore: 'Appliances & Electronics',
  ComputerStore: 'Computers & Phones',
  MobilePhoneStore: 'Computers & Phones',
  SoftwareApplication: 'Internet & Software',
  NightClub: 'Clubbing & Nightlife',
  Casino: 'Gambling',
  MovieTheater: 'Music & Movies',
  Museum: 'Museums & Exhibits',
  AmusementPark: "Children's Entertainment",
  Bakery: 'Bakery & Pastry',
  Brewery: 'Beer & Wine',
  Winery: 'Beer & Wine',
  Distillery: 'Beverages & Liquor',
  LiquorStore: 'Beverages & Liquor',
  IceCreamShop: 'Candy & Chocolate',
  GroceryStore: 'Grocery Stores & Markets',
  Dentist: 'Dental Services',
  DiagnosticLab: 'Diagnostics & Testing',
  Hospital: 'Hospital & Emergency',
  EmergencyService: 'Hospital & Emergency',
  MedicalClinic: 'Clinics',
  Physician: 'Clinics',
  Pharmacy: 'Pharmacy & Medicine',
  Optician: 'Vision & Hearing',
  HobbyShop: 'Hobbies',
  ToyStore: 'Hobbies',
  MusicStore: 'Music & Instruments',
  FurnitureStore: 'Furniture Stores',
  GardenStore: 'Garden & Pond',
  HomeGoodsStore: 'Home Goods Stores',
  HVACBusiness: 'Energy & Heating',
  RoofingContractor: 'Home Improvements',
  Plumber: 'Plumbing & Sanitation',
  Electrician: 'Craftsman',
  HousePainter: 'Craftsman',
  Locksmith: 'House Services',
  MovingCompany: 'Moving & Storage',
  SelfStorage: 'Moving & Storage',
  Attorney: 'Lawyers & Attorneys',
  LegalService: 'Lawyers & Attorneys',
  Notary: 'Legal Service Providers',
  Library: 'Libraries & Archives',
  PoliceStation: 'Law Enforcement',
  CityHall: 'Municipal Department',
  GovernmentOffice: 'Government Department',
  BookStore: 'Books & Magazines',
  NewsMediaOrganization: 'Media & Information',
  RadioStation: 'Media & Information',
  TelevisionStation: 'Media & Information',
  AccountingService: 'Accounting & Tax',
  BankOrCreditUnion: 'Banking & Money',
  InsuranceAgency: 'Insurance',
  RealEstateAgent: 'Real Estate',
  ChildCare: 'Kids & Family',
  Preschool: 'Kids & Family',
  FuneralHome: 'Funeral & Memorial',
  Cemetery: 'Funeral & Memorial',
  PlaceOfWorship: 'Religious Institutions',
  Church: 'Religious Institutions',
  Mosque: 'Religious Institutions',
  Synagogue: 'Religious Institutions',
  RecyclingCenter: 'Waste Management',
  BarOrPub: 'Bars & Cafes',
  CafeOrCoffeeShop: 'Bars & Cafes',
  FastFoodRestaurant: 'Takeaway',
  ClothingStore: 'Clothing & Underwear',
  JewelryStore: 'Jewelry & Watches',
  ShoppingCenter: 'Malls & Marketplaces',
  DryCleaningOrLaundry: 'Clothing Rental & Repair',
  ExerciseGym: 'Fitness & Weight Lifting',
  HealthClub: 'Fitness & Weight Lifting',
  GolfCourse: 'Golf & Ultimate',
  BowlingAlley: 'Bowls & Lawn Sports',
  SkiResort: 'Outdoor & Winter Sports',
  SportingGoodsStore: 'Equipment & Associations',
  Hotel: 'Hotels',
  Motel: 'Hotels',
  Resort: 'Hotels',
  Hostel: 'Accommodation & Lodging',
  BedAndBreakfast: 'Accommodation & Lodging',
  Campground: 'Accommodation & Lodging',
  TouristInformationCenter: 'Activities & Tours',
  TravelAgency: 'Travel Agencies',
  Airline: 'Airlines & Air Travel',
  Airport: 'Airports & Parking',
  ParkingFacility: 'Airports & Parking',
  AutoPartsStore: 'Auto Parts & Wheels',
  TireShop: 'Auto Parts & Wheels',
  BikeStore: 'Bicycles',
  AutoDealer: 'Cars & Trucks',
  MotorcycleDealer: 'Motorcycle & Powersports',
  MotorcycleRepair: 'Motorcycle & Powersports',
  TaxiService: 'Taxis & Public Transport',
  BusStation: 'Taxis & Public Transport',
  AutoRental: 'Vehicle Rental',
  AutoRepair: 'Vehicle Repair & Fuel',
  AutoBodyShop: 'Vehicle Repair & Fuel',
  GasStation: 'Vehicle Repair & Fuel',
};
