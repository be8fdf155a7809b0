//! The demo blog: three categories and ten articles in both languages (one only in Ukrainian,
//! as a translation not yet written), the first of them the main article.

/// A demo article: its category (an index into [`CATEGORIES`]), texts as (uk, en), and the
/// content blocks in page order.
pub struct DemoArticle {
    pub category: usize,
    pub title: (&'static str, &'static str),
    pub thesis: (&'static str, &'static str),
    pub blocks: &'static [DemoBlock],
}

pub enum DemoBlock {
    Text(&'static str, &'static str),
    Quote(&'static str, &'static str),
    /// A painted photo; the number picks its dog and backdrop.
    Picture(u32),
}

use DemoBlock::{Picture, Quote, Text};

pub const CATEGORIES: [(&str, &str); 3] = [
    ("Поради", "Tips"),
    ("Здоров'я", "Health"),
    ("Історії", "Stories"),
];

/// Newest first: the first one is the main article.
pub const ARTICLES: &[DemoArticle] = &[
    DemoArticle {
        category: 0,
        title: ("Як підготувати собаку до першого перебування в готелі", "Getting your dog ready for a first hotel stay"),
        thesis: ("Кілька простих кроків за тиждень до від'їзду — і ваш улюбленець почуватиметься в нас як удома.", "A few simple steps in the week before you leave, and your dog will feel at home with us."),
        blocks: &[
            Text("<p>Перше розставання з господарем — завжди хвилювання. Почніть з <b>короткого знайомства</b>: приведіть собаку до нас на годину, дайте їй обнюхати вольєр і познайомитися з доглядачем.</p>", "<p>The first time apart from the owner is always exciting. Start with a <b>short visit</b>: bring your dog for an hour, let it sniff the run and meet its carer.</p>"),
            Quote("<p>Собака, яка вже знає запахи готелю, засинає першої ж ночі.</p>", "<p>A dog that already knows the smells of the hotel sleeps through its very first night.</p>"),
            Picture(1),
            Text("<p>Візьміть із собою <i>улюблену іграшку</i> та підстилку, що пахне домом, і корм, до якого собака звикла. Різка зміна раціону — найчастіша причина неспокою в перші дні.</p>", "<p>Bring a <i>favourite toy</i>, a blanket that smells of home and the food your dog is used to. A sudden change of diet is the most common cause of unease in the first days.</p>"),
        ],
    },
    DemoArticle {
        category: 1,
        title: ("Щеплення перед заселенням: що перевірити", "Vaccinations before check-in: what to check"),
        thesis: ("Список щеплень, без яких ми не приймаємо гостей, і чому він саме такий.", "The vaccinations we ask every guest for, and why."),
        blocks: &[
            Text("<p>Ми приймаємо собак із щепленнями від <b>сказу</b> та комплексною вакциною (чума, парвовірус, гепатит). Останнє щеплення має бути зроблене не пізніше ніж за 14 днів до заселення.</p>", "<p>We take dogs vaccinated against <b>rabies</b> and with the combined vaccine (distemper, parvovirus, hepatitis). The last shot must be at least 14 days before check-in.</p>"),
            Text("<p>Не забудьте також обробку від бліх і кліщів — <mark>це захищає всіх наших гостей</mark>.</p>", "<p>Don't forget flea and tick treatment: <mark>it protects all our guests</mark>.</p>"),
        ],
    },
    DemoArticle {
        category: 2,
        title: ("Бім знайшов родину", "Bim found a family"),
        thesis: ("Три місяці в притулку, одна прогулянка — і нове життя.", "Three months at the shelter, one walk, and a new life."),
        blocks: &[
            Text("<p>Бім прийшов до нас худим і недовірливим. За три місяці він навчився ходити на повідку і чекати на сніданок біля дверей.</p>", "<p>Bim came to us thin and wary. In three months he learned to walk on a leash and to wait for breakfast by the door.</p>"),
            Picture(3),
            Quote("<p>Ми прийшли просто погуляти з собакою, а повернулися додому вже вчотирьох.</p>", "<p>We came just to walk a dog, and went home as a family of four.</p>"),
        ],
    },
    DemoArticle {
        category: 0,
        title: ("Котам теж потрібна відпустка", "Cats need a holiday too"),
        thesis: ("", ""),
        blocks: &[
            Text("<p>Кіт у готелі живе в окремій кімнаті з полицями, когтеточкою і вікном у сад. Ми не поселяємо котів поруч із собаками.</p>", "<p>A cat at the hotel lives in its own room with shelves, a scratching post and a window onto the garden. Cats never stay next to dogs.</p>"),
        ],
    },
    DemoArticle {
        category: 1,
        title: ("Літня спека: як уберегти собаку", "Summer heat: keeping your dog safe"),
        thesis: ("", ""),
        blocks: &[
            Text("<p>Гуляйте <b>рано вранці та ввечері</b>, завжди майте з собою воду, а асфальт перевіряйте долонею: якщо руці гаряче — лапам теж.</p>", "<p>Walk <b>early in the morning and in the evening</b>, always carry water, and test the asphalt with your palm: if it is too hot for your hand, it is too hot for paws.</p>"),
            Picture(5),
        ],
    },
    DemoArticle {
        category: 2,
        title: ("Один день із життя готелю", "A day in the life of the hotel"),
        thesis: ("", ""),
        blocks: &[
            Text("<p>О сьомій — перша прогулянка, о восьмій — сніданок, далі ігри на галявині, обід і сон. Увечері — ще одна довга прогулянка і фото для господарів.</p>", "<p>At seven, the first walk; at eight, breakfast; then games on the lawn, lunch and a nap. In the evening, another long walk and photos for the owners.</p>"),
        ],
    },
    DemoArticle {
        category: 0,
        title: ("Грумінг удома між візитами до майстра", "Grooming at home between salon visits"),
        thesis: ("", ""),
        blocks: &[
            Text("<p>Вичісуйте шерсть двічі на тиждень, перевіряйте вуха і підстригайте кігті раз на місяць. Довгошерстим породам потрібна <i>щоденна</i> увага.</p>", "<p>Brush the coat twice a week, check the ears and trim the claws once a month. Long-haired breeds need <i>daily</i> attention.</p>"),
        ],
    },
    DemoArticle {
        category: 1,
        title: ("Коли везти собаку до ветеринара", "When to take your dog to the vet"),
        thesis: ("", ""),
        blocks: &[
            Text("<p>Млявість довше доби, відмова від їжі, блювання чи кульгавість — привід не чекати. Наш ветеринар оглядає кожного гостя при заселенні.</p>", "<p>Lethargy for more than a day, refusing food, vomiting or limping: don't wait. Our vet examines every guest at check-in.</p>"),
            Picture(7),
        ],
    },
    DemoArticle {
        category: 2,
        title: ("Волонтери притулку", "The shelter's volunteers"),
        thesis: ("", ""),
        blocks: &[
            Text("<p>Щосуботи до нас приходять волонтери: гуляють із собаками, миють миски і фотографують підопічних для сайту. Приєднуйтеся!</p>", "<p>Every Saturday volunteers come to walk the dogs, wash the bowls and take photos of our residents for the site. Join them!</p>"),
        ],
    },
    DemoArticle {
        category: 0,
        title: ("Перша поїздка з собакою в автомобілі", ""),
        thesis: ("", ""),
        blocks: &[
            Text("<p>Почніть із коротких поїздок до парку, щоб машина асоціювалася з приємним. Переноска або автогамак — обов'язкові.</p>", ""),
        ],
    },
];
