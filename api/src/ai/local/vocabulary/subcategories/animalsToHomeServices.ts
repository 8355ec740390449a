/** Curated terms for Animals & Pets … Home Services (see `../subcategoryTerms.ts`). */
export const ANIMALS_TO_HOME_SERVICES: Readonly<Record<string, string>> = {
  // Animals & Pets
  'Animal Health':
    '!veterinary, !veterinarian, !vet, !vets, !vet clinic, !animal hospital, vaccinations, vaccines, neutering, spaying, microchipping, pet insurance, parasite, flea, worming, dvm, surgery, dental care for pets, !equine hospital, !veterinary hospital, !pet hospital, equine vet',
  'Animal Parks & Zoo':
    '!zoo, !safari park, !wildlife park, !aquarium, !animal park, sanctuary, wildlife, conservation, enclosure, keepers, petting farm, lions, penguins, giraffes, meerkats, species, day out',
  'Cats & Dogs':
    '!dog breeder, !puppies, !kittens, !cattery, breeder, litter, pedigree, kennel club, dog training, obedience, puppy training, dog treats, breed, breeds, raw feeding',
  'Horses & Riding':
    '!equestrian, !horse, !horses, !riding school, !livery, stables, stable, saddle, saddlery, tack, farrier, pony, ponies, dressage, showjumping, equine, bridle, paddock, hay, riding lessons',
  'Pet Services':
    '!dog grooming, !pet grooming, !dog walking, !pet sitting, !boarding kennels, !doggy daycare, grooming, groomer, dog walker, dog walkers, pet sitter, kennels, boarding, daycare, pet hotel, pet taxi, walks, !pet care, !pet sitters, sitters, drop-in visits, overnight stays, midday walks',
  'Pet Stores':
    '!pet store, !pet shop, !pet supplies, pet food, dog food, cat food, aquarium supplies, cat litter, dog toys, bird seed, leads, leashes, collars, pet accessories, reptile, fish tanks, hutches, chews',

  // Beauty & Well-being
  'Cosmetics & Makeup':
    '!cosmetics, !makeup, !make-up, lipstick, mascara, eyeshadow, concealer, blush, palette, serum, beauty products, cruelty-free, vegan beauty, moisturiser, moisturizer, fragrance, perfume, nail polish, shades, lip',
  'Hair Care & Styling':
    '!hair salon, !hairdresser, !hairdressers, !hairdressing, !barber, !barbers, !barbershop, haircut, haircuts, hair colour, hair color, balayage, highlights, blow dry, blowout, styling, stylist, stylists, fade, beard trim, hair extensions, keratin, curls, shampoo',
  'Personal Care':
    '!deodorant, !razors, !shaving, toothpaste, soap, soaps, body wash, hygiene, lotion, sunscreen, bath products, oral care, menstrual, period care, shower gel, hand cream, body care, natural deodorant',
  'Salons & Clinics':
    '!beauty salon, !nail salon, !aesthetic clinic, !aesthetics clinic, !laser hair removal, manicure, manicures, pedicure, nails, gel nails, lash extensions, lashes, brows, waxing, botox, fillers, microneedling, facials, aesthetics, dermal, skin clinic, beauty clinic, beauty therapists',
  'Tattoos & Piercings':
    '!tattoo, !tattoos, !piercing, !piercings, !tattoo studio, !tattoo artist, ink, flash, body art, aftercare, cover-up, fine line, ear piercing, walk-ins, custom designs, blackwork',
  'Wellness & Spa':
    '!spa, !day spa, !massage, !massages, wellness retreat, sauna, steam room, hot stone, aromatherapy, reflexology, hydrotherapy, pampering, body treatments, thermal, hammam, float, spa days, treatment rooms',
  'Yoga & Meditation':
    '!yoga, !meditation, !mindfulness, pilates, vinyasa, hatha, ashtanga, yin, breathwork, retreat, asana, mat, yoga studio, teacher training, namaste, kundalini, sound bath',

  // Business Services
  'Administration & Services':
    '!virtual assistant, !virtual assistants, !administrative support, !business support, administration, administrative, data entry, back office, secretarial, call answering, virtual office, document management, transcription, mail handling, office management, company formation, registered office, diary management',
  'Associations & Centers':
    '!chamber of commerce, !trade association, !business association, !business centre, !business center, members, membership, networking events, industry body, federation, advocacy, member benefits, annual conference, lobbying, business community',
  'HR & Recruiting':
    '!recruitment, !recruiting, !recruiter, !recruiters, !staffing, !headhunting, !executive search, !recruitment agency, talent acquisition, candidates, vacancies, job seekers, hiring, hr consultancy, human resources, onboarding, temp, temporary staff, permanent placement, cv, employer, jobs',
  'Import & Export':
    '!importer, !exporter, !importers, !exporters, !import and export, import, export, exports, imports, international trade, customs clearance, sourcing, overseas suppliers, incoterms, container, containers, trade finance, global sourcing',
  'IT & Communication':
    '!managed it, !it support, !it services, !managed service provider, helpdesk, help desk, networking, cybersecurity, cyber security, cloud, microsoft 365, voip, telephony, unified communications, broadband, servers, backup, disaster recovery, msp, managed services, connectivity, firewall',
  'Office Space & Supplies':
    '!coworking, !co-working, !office space, !office supplies, !serviced offices, hot desk, hot desking, meeting rooms, desks, stationery, printer paper, toner, ink cartridges, office furniture, workspace, flexible workspace, private offices, office chairs',
  'Print & Graphic Design':
    '!printing, !print shop, !graphic design, !printers, business cards, flyers, brochures, banners, signage, posters, logo design, branding, large format, leaflets, print, design studio, typography, packaging design, stickers',
  'Research & Development':
    '!research and development, !r&d, !contract research, !innovation, laboratory, research, scientific, prototyping, clinical research, feasibility, product development, lab, experiments, patents, technology transfer, scientists, applied research, chemists, physicists, invent, formulations',
  'Sales & Marketing':
    '!marketing agency, !digital marketing, !seo, !advertising, !advertising agency, ppc, social media marketing, lead generation, campaigns, brand strategy, content marketing, growth, conversion, sales training, telemarketing, email marketing, google ads, marketing, roi, search engine optimisation',
  'Shipping & Logistics':
    '!logistics, !freight, !courier, !couriers, !haulage, !freight forwarding, shipping, warehousing, fulfilment, fulfillment, last mile, delivery, deliveries, parcels, parcel, supply chain, trucking, pallet, pallets, 3pl, distribution, cargo, shipments',
  Wholesale:
    '!wholesale, !wholesaler, !wholesalers, bulk, trade prices, trade account, trade accounts, resellers, retailers, cash and carry, bulk orders, minimum order, distributor, distributors, stockists, trade customers',

  // Construction & Manufacturing
  'Architects & Engineers':
    '!architect, !architects, !architecture, !structural engineer, !structural engineers, !civil engineering, engineering consultancy, planning permission, design and build, riba, building design, architectural, drawings, feasibility studies, mep, surveying, surveyors, structural',
  'Building Materials':
    '!building materials, !timber, !lumber, !builders merchant, !builders merchants, bricks, cement, concrete, aggregates, plasterboard, insulation, roofing materials, sand, gravel, blocks, steel beams, drywall, merchants, landscaping supplies',
  'Chemicals & Plastic':
    '!chemicals, !chemical, !plastics, !plastic, polymers, polymer, resins, injection moulding, injection molding, extrusion, solvents, coatings, adhesives, compounds, industrial chemicals, pvc, polyethylene, specialty chemicals, masterbatch',
  'Construction Services':
    '!construction company, !builders, !building contractor, !general contractor, groundworks, extensions, new builds, new build, refurbishment, demolition, commercial construction, civil works, construction projects, fit-out, main contractor, build',
  'Contractors & Consultants':
    "!construction consultancy, !construction project management, project management, !quantity surveyor, !quantity surveying, cost consultancy, contract management, consultants, subcontractors, subcontractor, health and safety consultancy, cdm, procurement, tendering, dispute resolution, consulting, advisory, cost consultants, cost management, cost planning, employer's agent, contract administration, rics",
  'Factory Equipment':
    '!factory equipment, !industrial machinery, !machinery, cnc machines, conveyor, conveyors, automation, robotics, packaging machines, packaging machinery, production line, machine tools, plc, industrial automation, equipment installation, hydraulic presses, machines',
  'Garden & Landscaping':
    '!landscaping, !landscape, !landscaper, !landscapers, !landscape design, hard landscaping, soft landscaping, garden design, hardscaping, patios, paving, turf, planting schemes, retaining walls, arborist, commercial landscaping, grounds maintenance, driveways',
  'Industrial Supplies':
    '!industrial supplies, !industrial supplier, fasteners, bearings, ppe, safety equipment, valves, pumps, hoses, fittings, seals, mro, abrasives, lubricants, workwear, pipe fittings, consumables, fixings',
  Manufacturing:
    '!manufacturer, !manufacturers, !contract manufacturing, !manufacture, oem, fabrication, production, iso 9001, machining, precision engineering, assembly, factory, made in, components, sheet metal, welding, cnc machining, tolerances',
  'Production Services':
    '!contract packing, !co-packing, !assembly services, sample production, finishing, coating services, prototype, batch production, outsourced production, white label, private label, packaging services, kitting, production runs, short runs',
  'Tools & Equipment':
    '!power tools, !tool hire, !equipment hire, !plant hire, !hand tools, drills, saws, generators, scaffolding, ladders, compressors, tool shop, excavators, diggers, tools, hire, access equipment',

  // Education & Training
  'Colleges & Universities':
    '!university, !college, !universities, !undergraduate, !postgraduate, campus, degree, degrees, faculty, admissions, bachelor, masters, phd, alumni, tuition fees, semester, scholarship, scholarships, graduates',
  'Courses & Classes':
    '!online courses, !online course, workshops, classes, course, courses, class, workshop, bootcamp, certification, certificate, e-learning, elearning, masterclass, lessons, modules, self-paced, enrol now',
  'Education Services':
    '!tutoring, !tutor, !tutors, !tuition centre, !exam preparation, test prep, homework help, sat, gcse, gcses, a-level, a-levels, admissions consulting, study skills, educational consultancy, edtech, learning platform, 11 plus, maths tuition',
  'Language Learning':
    '!language school, !language courses, !learn english, !learn spanish, !learn french, !learn german, !esl, spanish courses, english courses, french courses, dele, delf, cambridge english, spanish, french, german, mandarin, italian, english lessons, ielts, toefl, fluency, fluent, conversation classes, native speakers, grammar, vocabulary, languages, language',
  'Music & Theater Classes':
    '!music lessons, !drama school, !acting classes, !piano lessons, !guitar lessons, !singing lessons, !stage school, voice lessons, theatre school, performing arts, drama classes, music school, grade exams, abrsm, lamda, acting, drama',
  'School & High School':
    '!high school, !secondary school, !primary school, !elementary school, !independent school, pupils, pupil, kindergarten, k-12, headteacher, principal, ofsted, sixth form, term dates, prospectus, year groups, prep school, boarding school',
  'Specials Schools':
    '!special needs, !special educational needs, !special education, !sen, !specialist school, !autism, !autistic, !adhd, !dyslexia, !learning difficulties, !learning disabilities, therapeutic school, ehcp, iep, additional needs, complex needs, !ehc plan, sensory, speech and language therapists, communication needs',
  'Vocational Training':
    '!vocational, !apprenticeships, !apprenticeship, !trade school, cdl, hgv training, welding course, electrician training, plumbing courses, nvq, city and guilds, forklift training, hands-on training, career training, first aid training, health and safety training, trades, accredited training',

  // Electronics & Technology
  'Appliances & Electronics':
    '!appliances, !home appliances, !electronics store, washing machines, refrigerators, fridges, freezers, dishwashers, ovens, tv, tvs, televisions, vacuum, kitchen appliances, microwaves, electrical goods, tumble dryers, air conditioners, cookers',
  'Audio & Visual':
    '!audio visual, !audiovisual, !av, !speakers, !headphones, home cinema, home theater, hifi, hi-fi, amplifiers, projectors, sound systems, av installation, turntables, soundbars, audio, displays, video walls, acoustics',
  'Computers & Phones':
    '!laptops, !smartphones, !computers, !mobile phones, phones, tablets, pcs, desktops, gaming pcs, monitors, sim, unlocked, refurbished phones, iphone, android, keyboards, computer, handsets, refurbished laptops',
  'Internet & Software':
    '!software, !saas, !web app, platform, app, api, cloud-based, web hosting, hosting, domains, developers, integrations, dashboard, startup, analytics, automation, open source, subscription, free trial, sign up, log in, soc 2, rest api, workspace, saas platform, workflow, internet service provider, teams, real-time',
  'Repair & Services':
    '!phone repair, !phone repairs, !computer repair, !computer repairs, !screen repair, !laptop repair, cracked screen, cracked screens, battery replacement, !data recovery, repairs, repair, same-day repair, console repair, water damage, tablet repair, !device repair, screen replacement, charging port, no fix no fee, while you wait, fixed',

  // Events & Entertainment
  'Adult Entertainment':
    "!adult entertainment, !strip club, !gentlemen's club, !burlesque, adults only, erotic, cabaret, over 18s, dancers, private booths",
  "Children's Entertainment":
    "!kids party, !kids parties, !children's party, !children's entertainer, !soft play, !bouncy castle, !trampoline park, face painting, magician, clown, balloon modelling, play centre, kids, children, birthday parties, toddlers, party packages",
  'Clubbing & Nightlife':
    '!nightclub, !night club, !club night, !club nights, dj, djs, dance floor, bottle service, guest list, vip tables, late night, techno, house music, nightlife, rave, lounge, till late',
  'Events & Venues':
    '!event venue, !venue hire, !conference centre, !conference center, !event space, venue, function room, function rooms, banqueting, corporate events, exhibitions, capacity, meetings, event planning, event management, conferences, private hire, delegates',
  Gambling:
    '!casino, !betting, !sportsbook, !bookmaker, !poker, slots, roulette, blackjack, odds, jackpot, lottery, bingo, wager, gambleaware, bet, bets, free spins',
  Gaming:
    '!video games, !video game, !gaming, !esports, !game studio, games, gamers, console, pc games, multiplayer, indie games, playstation, xbox, nintendo, steam, game, mmo, rpg, game development, players',
  'Museums & Exhibits':
    '!museum, !gallery, !exhibition, !exhibitions, exhibits, collection, collections, artefacts, artifacts, heritage, curator, permanent collection, admission, history, art gallery, science centre, galleries',
  'Music & Movies':
    '!record label, !film production, !cinema, !concerts, live music, albums, album, band, bands, musicians, soundtrack, films, movies, movie, screenings, gigs, tour dates, festival, releases, vinyl, !picture house, !showtimes, now showing, new releases',
  'Theater & Opera':
    '!theatre, !theater, !opera, !ballet, !musicals, playhouse, stage, performances, box office, productions, orchestra, matinee, auditorium, west end, broadway, repertory, plays',
  'Wedding & Party':
    '!wedding planner, !wedding planning, !party supplies, !wedding, weddings, bridal, bride, groom, party planning, decorations, balloons, marquee, celebrations, engagement, reception, hen party, stag do, photo booth, wedding venue, party',

  // Food, Beverages & Tobacco
  'Agriculture & Produce':
    '!farm, !farming, !agriculture, !agricultural, crops, harvest, growers, grower, livestock, dairy, grain, seeds, fertiliser, fertilizer, tractors, farmers, acres, cattle, agronomy, orchard, hectares',
  'Asian Grocery Stores':
    '!asian grocery, !asian supermarket, !oriental grocery, !asian groceries, kimchi, tofu, rice noodles, soy sauce, miso, japanese snacks, korean, chinese, thai, vietnamese, sriracha, noodles, dumplings, asian, instant noodles',
  'Bakery & Pastry':
    '!bakery, !bakeries, !patisserie, !pastry, !pastries, bread, sourdough, croissants, cakes, baked, baking, bakers, baker, loaves, viennoiserie, cupcakes, pies, tarts, celebration cakes, bake',
  'Beer & Wine':
    '!brewery, !winery, !vineyard, !craft beer, wine, wines, beer, beers, ale, ales, lager, ipa, taproom, vintage, cellar, tasting room, grape, grapes, brewing, brewed, sommelier, wine merchant',
  'Beverages & Liquor':
    '!distillery, !spirits, !liquor, !gin, !whisky, !whiskey, !vodka, rum, tequila, soft drinks, juices, juice, soda, sodas, kombucha, energy drinks, bottled water, liqueur, mixers, drinks, botanicals',
  'Candy & Chocolate':
    '!chocolate, !chocolates, !chocolatier, !confectionery, !sweets, !candy, truffles, fudge, toffee, gummies, pick and mix, lollipops, bonbons, cocoa, cacao, pralines, sweet shop, ice cream',
  'Coffee & Tea':
    '!coffee roasters, !roastery, !coffee, !tea, !teas, espresso, beans, single origin, loose leaf, blends, matcha, green tea, roasted, roast, brew, arabica, barista, subscription',
  'Food Production':
    '!food manufacturer, !food production, !food processing, !food manufacturing, co-packer, ingredients supplier, private label food, haccp, brc, food safety, production facility, sauces, ready meals, snacks, frozen, packaged foods, foodservice',
  'Fruits & Vegetables':
    '!fruit and vegetables, !fruit and veg, !greengrocer, !fresh produce, !fruit, fruits, vegetables, veg box, veg boxes, organic produce, seasonal, apples, berries, salad, potatoes, citrus, produce',
  'Grocery Stores & Markets':
    '!supermarket, !grocery store, !groceries, !farmers market, grocery, convenience store, corner shop, market, deli, delicatessen, food hall, weekly shop, click and collect, grocery delivery, aisles, market stalls',
  'Lunch & Catering':
    '!catering, !caterers, !caterer, corporate catering, event catering, buffet, canapes, lunch delivery, sandwiches, office lunch, meal prep, private chef, platters, hog roast, catered, menus for events',
  'Meat, Seafood & Eggs':
    '!butcher, !butchers, !fishmonger, !seafood, meat, beef, pork, lamb, chicken, poultry, sausages, steaks, free range, eggs, fish, shellfish, oysters, salmon, game, dry aged',
  'Smoking & Tobacco':
    '!tobacco, !tobacconist, !cigars, !cigar, !vape, !vaping, !e-liquid, e-liquids, e-cigarettes, pipes, pipe tobacco, humidor, rolling papers, cigarettes, nicotine, shisha, hookah, smoke shop',

  // Health & Medical
  Clinics:
    '!medical clinic, !walk-in clinic, !health clinic, !medical centre, !medical center, gp, gps, family practice, general practice, check-ups, consultations, same-day appointments, private clinic, health centre, physicians, !family medicine, !primary care, physicals, sick visits, walk-in',
  'Dental Services':
    '!dentist, !dentists, !dental, !orthodontist, !orthodontics, teeth, tooth, implants, braces, invisalign, hygienist, root canal, crowns, veneers, whitening, smile, gum, dentures, oral health',
  'Diagnostics & Testing':
    '!diagnostics, !laboratory testing, !blood tests, !blood test, pathology, lab, laboratory, screening, mri, ct scan, x-ray, ultrasound, imaging, radiology, test results, dna testing, covid testing, specimen, samples, tests',
  'Doctors & Surgeons':
    '!surgeon, !surgeons, !plastic surgery, !orthopaedic, !orthopedic, surgery, consultant surgeon, cosmetic surgery, procedures, operation, operations, board-certified, keyhole, knee replacement, hip replacement, rhinoplasty, surgical, spine',
  'Health Equipment':
    '!medical equipment, !medical devices, !medical supplies, hospital beds, diagnostic equipment, patient monitors, defibrillators, stethoscopes, disposables, ppe, gloves, infusion pumps, clinical supplies, devices, fda cleared, ce marked',
  'Hospital & Emergency':
    '!hospital, !emergency department, !a&e, !emergency room, !ambulance, urgent care, trauma, inpatient, outpatient, wards, icu, intensive care, paramedics, 24/7 emergency, maternity unit, beds, emergency',
  'Medical Specialists':
    '!cardiology, !cardiologist, !dermatology, !dermatologist, !neurology, !oncology, !gastroenterology, !endocrinology, !rheumatology, !urology, specialist, specialists, consultant, referral, allergy, ent, sleep clinic, consultants',
  'Mental Health':
    '!mental health, !therapy, !counselling, !counseling, !psychotherapy, !psychologist, !psychiatrist, anxiety, depression, trauma, ptsd, cbt, emotional, wellbeing, therapist, therapists, counsellor, counselor, stress, addiction, grief',
  'Pharmacy & Medicine':
    '!pharmacy, !pharmacist, !pharmacists, !chemist, !prescriptions, !prescription, medicines, medication, over the counter, vitamins, supplements, online pharmacy, repeat prescriptions, flu jab, generic drugs, drugstore, pharmaceutical',
  'Physical Aids':
    '!mobility aids, !mobility scooters, !wheelchairs, !wheelchair, !prosthetics, !orthotics, stairlifts, walking frames, walkers, rollators, crutches, bath lifts, daily living aids, riser recliner, adaptive equipment, disability, mobility',
  'Pregnancy & Children':
    "!pregnancy, !maternity, !midwife, !midwives, !prenatal, !antenatal, postnatal, baby, babies, newborn, birth, doula, fertility, paediatric, pediatric, pediatrician, breastfeeding, infant, expecting parents, children's health",
  'Therapy & Senior Health':
    '!physiotherapy, !physiotherapist, !physical therapy, !occupational therapy, !senior care, !elderly care, home care, care home, assisted living, rehabilitation, rehab, chiropractor, chiropractic, osteopath, speech therapy, dementia care, carers, seniors, elderly, nursing home, !domiciliary care',
  'Vision & Hearing':
    '!optician, !opticians, !optometrist, !optometrists, !eye test, !eye exam, !hearing aids, !audiologist, glasses, spectacles, contact lenses, eyewear, frames, lenses, hearing test, audiology, tinnitus, vision, eyes, hearing',

  // Hobbies & Crafts
  'Art & Handicraft':
    '!arts and crafts, !handicraft, !craft supplies, !pottery, !ceramics, clay, woodworking, woodcarving, macrame, candle making, jewellery making, beads, artisan, makers, crafts, handcrafted, handmade, workshop',
  'Astrology & Numerology':
    '!astrology, !numerology, !horoscope, !horoscopes, !tarot, birth chart, zodiac, psychic, readings, natal chart, astrologer, spiritual, crystals, moon, planets, medium, life path number',
  'Fishing & Hunting':
    '!fishing, !angling, !hunting, !fishing tackle, tackle, rods, reels, lures, bait, fly fishing, carp, hunting gear, rifles, shotguns, decoys, camo, bowhunting, deer, anglers',
  Hobbies:
    '!model trains, !model railway, !board games, !puzzles, !collectibles, !hobby shop, miniatures, model kits, rc cars, drones, trading cards, lego, tabletop, wargaming, jigsaw, stamps, coins, collectors, diecast',
  'Metal, Stone & Glass Work':
    '!stained glass, !glassblowing, !blacksmith, !stonemason, !stone carving, metalwork, forge, forging, glass art, stonework, masonry, sculpture, bronze, engraving, fused glass, ironwork, blacksmithing, lettering',
  'Music & Instruments':
    '!musical instruments, !guitars, !guitar shop, !pianos, drums, violins, amps, keyboards, ukulele, sheet music, strings, luthier, instrument repair, synthesizers, pedals, brass, woodwind, music shop',
  'Needlework & Knitting':
    '!knitting, !yarn, !yarns, !wool, !sewing, !quilting, !embroidery, crochet, cross stitch, needlework, haberdashery, fabric, patterns, needles, knit, stitch, stitching, tapestry, sewing machines, quilts',
  'Outdoor Activities':
    '!outdoor activities, !climbing, !kayaking, !canoeing, !paintball, !zip line, hiking, camping, bushcraft, orienteering, abseiling, adventure, outdoor, high ropes, coasteering, wild camping, gorge walking, team building',
  'Painting & Paper':
    '!art supplies, !paints, !painting supplies, !scrapbooking, paper, canvas, canvases, brushes, watercolour, watercolor, acrylics, oil paints, sketchbooks, calligraphy, origami, papercraft, easels, pastels, artists',

  // Home & Garden
  'Bathroom & Kitchen':
    'kitchens, bathrooms, !fitted kitchens, !bathroom showroom, !kitchen showroom, worktops, countertops, cabinets, taps, faucets, showers, sinks, vanity units, tiles, baths, toilets, wet rooms, !kitchen design, !bathroom design, !kitchen fitters',
  'Cultural Goods':
    '!antiques, !antique, !vintage furniture, !collectables, !religious items, artworks, art prints, rugs, handwoven, fair trade, ethnic, heritage, memorabilia, curiosities, auction, auctions, artisans',
  'Decoration & Interior':
    '!interior design, !interior designer, !interior designers, !home decor, !home décor, !wallpaper, cushions, curtains, blinds, lighting, lamps, mirrors, wall art, soft furnishings, interiors, rugs, vases, paint colours',
  'Energy & Heating':
    '!heating, !boiler, !boilers, !solar panels, !heat pumps, !heat pump, central heating, radiators, underfloor heating, insulation, gas safe, hvac, air conditioning, renewable, stoves, wood burners, log burners, furnace, energy efficiency, solar',
  'Fabric & Stationery':
    '!fabrics, !fabric shop, !stationery, !upholstery fabric, notebooks, pens, greeting cards, wrapping paper, textiles, linen, cotton, curtain fabric, planners, journals, envelopes, gift wrap, by the metre',
  'Furniture Stores':
    '!furniture, !sofas, !sofa, beds, mattresses, mattress, dining tables, wardrobes, chairs, armchairs, bedroom furniture, living room, furniture store, showroom, tables, bookcases, sideboards, recliners',
  'Garden & Pond':
    '!garden centre, !garden center, !pond, !ponds, !plant nursery, plants, shrubs, perennials, bulbs, compost, seeds, pond pumps, koi, aquatics, water features, planters, trees, gardening, gardeners, greenhouse, greenhouses',
  'Home & Garden Services':
    '!gardener, !gardening services, !lawn mowing, !handyman, !gutter cleaning, window cleaning, pressure washing, hedge cutting, garden maintenance, odd jobs, fence repair, tree removal, leaf removal, snow removal, power washing, yard work, lawn care',
  'Home Goods Stores':
    '!homeware, !homewares, !home goods, !housewares, !kitchenware, cookware, tableware, bedding, towels, storage, candles, glassware, utensils, pans, bakeware, dinnerware, cutlery, home accessories',
  'Home Improvements':
    '!home improvement, !home improvements, !renovation, !renovations, !remodeling, !remodelling, loft conversion, loft conversions, windows and doors, double glazing, roofing, flooring, siding, decking, conservatories, kitchen fitting, diy store, paint, doors, windows',

  // Home Services
  'Cleaning Service Providers':
    '!cleaning, !cleaners, !cleaning services, !house cleaning, !commercial cleaning, carpet cleaning, deep clean, end of tenancy, janitorial, maid, maids, office cleaning, domestic cleaning, spotless, sanitising, move-out cleaning, cleaner',
  Craftsman:
    '!carpenter, !carpentry, !joiner, !joinery, !electrician, !electricians, !painter and decorator, !decorator, !decorators, tiler, tiling, plasterer, plastering, bricklayer, handyman, cabinetry, bespoke joinery, electrical, rewiring, trades, tradesman, tradesmen',
  'House Services':
    '!pest control, !chimney sweep, !locksmith, !locksmiths, exterminator, termite, termites, rodents, mice, rats, bed bugs, wasps, key cutting, lockout, septic, drain cleaning, home inspection, appliance installation',
  'House Sitting & Security':
    '!house sitting, !house sitter, !house sitters, !home security, !alarm systems, !burglar alarm, !cctv, security systems, alarm monitoring, smart locks, intruder alarm, access control, security guards, property guardians, keyholding, surveillance',
  'Moving & Storage':
    '!removals, !removal company, !movers, !moving company, !storage units, !self storage, relocation, relocations, packing, house move, office move, man and van, storage, boxes, long distance moving, moving',
  'Plumbing & Sanitation':
    '!plumber, !plumbers, !plumbing, !drainage, blocked drains, leaks, leak, burst pipe, toilets, taps, water heater, sewer, septic tank, drain unblocking, bathroom plumbing, pipework, sanitation',
  'Repair Service Providers':
    '!appliance repair, !appliance repairs, !repair service, washing machine repair, fridge repair, oven repair, dishwasher repair, same-day repairs, technician, technicians, diagnostic fee, all major brands, parts and labour, parts and labor, repairs, engineers, callout, call-out fee, fix, broken, repair',
};
