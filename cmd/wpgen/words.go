package main

import "strings"

// The vocabulary of the generated text. It only has to look like prose and
// give titles enough variety that generated slugs practically never collide
// (five or more words from about 700).
var words = strings.Fields(`
about above across action active actually add address admit adult affect after again against age agency
agent ago agree ahead air all allow almost alone along already also although always amazing among amount
analysis animal another answer any anyone anything appear apple apply approach area argue arm around arrive
art article artist ask assume attack attention attorney audience author autumn available avoid away baby back
bad bag ball bank bar base basket beach bear beat beautiful because become bed before begin behavior behind
believe benefit best better between beyond big bike bill billion bird bit black blood blue board boat body
book born both box boy brain bread break breakfast bridge bring brother brown budget build building business
butter buy cabin cake call camera campaign cancer candidate capital car card care career carry case cat catch
cause cell center central century certain chair challenge chance change character charge check cheese chef
chicken child choice choose church citizen city civil claim class clean clear climb clock close coach coast
coffee cold collection college color come commercial common community company compare computer concern
condition conference consider consumer contain continue control cook cool corner cost could country county
couple course court cover create crime cultural culture cup current customer cut dark data daughter day dead
deal death debate decade decide decision deep defense degree describe design desk despite detail determine
develop development die difference different difficult dinner direction director discover discuss disease
doctor dog door down draw dream dress drink drive drop drug during early earth east easy eat economic economy
edge education effect effort eight either election else employee end energy enjoy enough enter entire
environment especially establish evening event ever every evidence exactly example executive exist expect
experience expert explain eye face fact factor fail fall family far farm fast father fear federal feel feeling
few field fight figure fill film final finally financial find fine finger finish fire firm first fish five
floor flower fly focus follow food foot force foreign forest forget form former forward four free friend
front fruit full fund future game garden gas general generation get girl give glass goal good government great
green ground group grow growth guess gun guy hair half hand hang happen happy hard have head health hear heart
heat heavy help her here herself high him himself his history hit hold holiday home hope hospital hot hotel
hour house how however huge human hundred husband idea identify image imagine impact important improve include
including increase indeed indicate individual industry information inside instead institution interest
interesting international interview into investment involve island issue item itself job join journey just
keep key kid kill kind kitchen know knowledge lake land language large last late later laugh law lawyer lay
lead leader learn least leave left leg legal less letter level library lie life light like likely line list
listen little live local long look lose loss lot love low machine magazine main maintain major majority make
man manage management manager many market marriage material matter maybe mean measure media medical meet
meeting member memory mention message method middle might military million mind minute miss mission model
modern moment money month more morning most mother mountain mouth move movement movie much music must myself
name nation national natural nature near nearly necessary need network never new news newspaper next nice
night none nor north note nothing notice now number occur ocean off offer office officer official often oil
old once one only onto open operation opportunity option orange order organization other others our out
outside over own owner page pain painting paper parent park part participant particular partner party pass
past patient pattern pay peace people per perform performance perhaps period person personal phone physical
pick picture piece place plan plant play player point police policy political politics poor popular
population position positive possible power practice prepare present president pressure pretty prevent price
private probably problem process produce product production professional professor program project property
protect prove provide public pull purpose push put quality question quickly quite race radio raise range rate
rather reach read ready real reality realize really reason receive recent recently recipe recognize record red
reduce reflect region relate relationship religious remain remember remove report represent republican
require research resource respond response rest result return reveal rich right rise risk river road rock
role room rule run safe same save say scene school science scientist score sea season seat second section
security see seek seem sell send senior sense series serious serve service set seven several shake share she
shoot short shot should shoulder show side sign significant similar simple simply since sing single sister
sit site situation six size skill skin small smile snow social society soldier some somebody someone
something sometimes son song soon sort sound source south southern space speak special specific speech spend
sport spring staff stage stand standard star start state statement station stay step still stock stop store
story strategy street strong structure student study stuff style subject success successful such suddenly
suffer suggest summer summit sun support sure surface system table take talk task tax teach teacher team
technology television tell ten tend term test than thank that their them themselves theory there these they
thing think third this those though thought thousand threat three through throughout throw thus time today
together tonight too top total tough toward town trade traditional train training travel treat treatment tree
trial trip trouble true truth try turn two type under understand unit until upon usually valley value various
very victim view village violence visit voice vote wait walk wall want war watch water way weapon wear week
weight well west western what whatever when where whether which while white whole whom whose why wide wife
will win wind window winter wish with within without woman wonder word work worker world worry would write
writer wrong yard yeah year yes yet young yourself zebra`)

// nonASCIIWords appear in some titles and term names: WordPress keeps
// accents out of slugs (remove_accents) and percent-encodes the rest.
var nonASCIIWords = []struct{ word, slug string }{
	{"Café", "cafe"},
	{"Über", "uber"},
	{"Señor", "senor"},
	{"Crème", "creme"},
	{"Новости", "%d0%bd%d0%be%d0%b2%d0%be%d1%81%d1%82%d0%b8"},
	{"Москва", "%d0%bc%d0%be%d1%81%d0%ba%d0%b2%d0%b0"},
	{"日本語", "%e6%97%a5%e6%9c%ac%e8%aa%9e"},
	{"東京", "%e6%9d%b1%e4%ba%ac"},
}

var categoryNames = strings.Fields(`News Travel Food Recipes Technology Science Health Fitness Sports Music
Movies Books Business Finance Politics Education Parenting Fashion Beauty Home Garden Design Photography
Art History Culture Gaming Cars Motorcycles Pets Nature Environment Energy Outdoors Hiking Cycling Running
Reviews Tutorials Opinion Interviews Events Community Local World Europe Asia Africa Americas Weather
Lifestyle Relationships Career Productivity Software Hardware Mobile Internet Security Programming Startups
Marketing Economy Housing Law Religion Philosophy Psychology Medicine Nutrition Wine Beer Coffee Baking`)

var firstNames = strings.Fields(`Alice Bob Carol Dave Eve Frank Grace Heidi Ivan Judy Karl Laura Mallory
Niaj Olivia Peggy Quentin Rupert Sybil Trent Ursula Victor Walter Xena Yolanda Zoe Anna Ben Clara Daniel
Emma Felix Greta Hugo Irene Jonas Klara Leon Maria Noah Oscar Paula Rosa Sam Tina Uwe Vera Wanda Yusuf`)

var lastNames = strings.Fields(`Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor
Thomas Moore Martin Jackson Thompson White Harris Clark Lewis Walker Hall Young King Wright Lopez Hill Green
Adams Baker Nelson Carter Mitchell Perez Roberts Turner Phillips Campbell Parker Evans Edwards Collins
Stewart Morris Rogers Reed Cook Morgan Bell Murphy Bailey Rivera Cooper Richardson Cox Howard Ward Torres`)
