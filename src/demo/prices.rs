//! The demo price list (SPEC §3's seed prices) and the four additional services' texts.

use events::price_list::{Category, PriceItem, PriceLine, Rate, Service, Target};
use events::service_description::ServiceKind;
use events::LocalizedText;

/// One line: name in Ukrainian and English, value, and the calculator's tag if any.
type Line = (&'static str, &'static str, &'static str, Option<Rate>);

struct Item {
    id: &'static str,
    target: Target,
    service: Service,
    category: Category,
    title: (&'static str, &'static str),
    description: (&'static str, &'static str),
    discount: (&'static str, &'static str),
    lines: &'static [Line],
}

const ITEMS: &[Item] = &[
    Item {
        id: "dog-hotel",
        target: Target::Dog,
        service: Service::Hotel,
        category: Category::Hotel,
        title: ("Готель для собак", "Dog hotel"),
        description: (
            "Ціна за добу. Окремий вольєр з утепленою будкою, прогулянки двічі на день, щоденні фото власнику.",
            "Price per day. A private enclosure with a warm kennel, walks twice a day and daily photos for the owner.",
        ),
        discount: ("", ""),
        lines: &[
            ("З харчуванням готелю", "With the hotel's food", "750", Some(Rate::DayHotelFood)),
            ("З харчуванням власника", "With the owner's food", "650", Some(Rate::DayOwnerFood)),
        ],
    },
    Item {
        id: "cat-hotel",
        target: Target::Cat,
        service: Service::Hotel,
        category: Category::Hotel,
        title: ("Готель для котів", "Cat hotel"),
        description: (
            "Ціна з харчуванням готелю, якщо не сказано інше. Тепла кімната, лежанки і кігтеточки, спокій без собак.",
            "Prices with the hotel's food unless said otherwise. A warm room with beds and scratching posts, and quiet away from the dogs.",
        ),
        discount: ("", ""),
        lines: &[
            ("Повна доба", "Full day", "374", Some(Rate::FullDay)),
            ("Пів дня (5 годин і менше)", "Half a day (5 hours or less)", "194", Some(Rate::HalfDay)),
            ("Доба з харчуванням власника", "A day with the owner's food", "400", Some(Rate::DayOwnerFood)),
        ],
    },
    Item {
        id: "cat-hotel-5-days",
        target: Target::Cat,
        service: Service::Hotel,
        category: Category::Hotel,
        title: ("Від 5 днів", "From 5 days"),
        description: ("Кожна доба перебування від п'яти днів.", "Every day of a stay of five days or more."),
        discount: ("-24 грн за добу", "24 UAH off a day"),
        lines: &[("Доба", "A day", "350", Some(Rate::FromFiveDays))],
    },
    Item {
        id: "cat-hotel-10-days",
        target: Target::Cat,
        service: Service::Hotel,
        category: Category::Hotel,
        title: ("Від 10 днів", "From 10 days"),
        description: ("Кожна доба перебування від десяти днів.", "Every day of a stay of ten days or more."),
        discount: ("-74 грн за добу", "74 UAH off a day"),
        lines: &[("Доба", "A day", "300", Some(Rate::FromTenDays))],
    },
    Item {
        id: "dog-grooming",
        target: Target::Dog,
        service: Service::Additional,
        category: Category::Grooming,
        title: ("Грумінг собак", "Dog grooming"),
        description: (
            "Ціна залежить від розміру собаки і стану шерсті.",
            "The price depends on the dog's size and the state of its coat.",
        ),
        discount: ("", ""),
        lines: &[
            ("Купання", "Bath", "300-600", None),
            ("Вичісування", "Brushing", "200-400", None),
            ("Стрижка кігтів", "Nail trim", "100", None),
            ("Повний грумінг", "Full grooming", "600-1200", None),
        ],
    },
    Item {
        id: "cat-grooming",
        target: Target::Cat,
        service: Service::Additional,
        category: Category::Grooming,
        title: ("Грумінг котів", "Cat grooming"),
        description: ("Спокійно і без поспіху.", "Calmly and without hurry."),
        discount: ("", ""),
        lines: &[
            ("Вичісування", "Brushing", "150-300", None),
            ("Стрижка кігтів", "Nail trim", "100", None),
        ],
    },
    Item {
        id: "veterinary",
        target: Target::Dog,
        service: Service::Additional,
        category: Category::Veterinary,
        title: ("Ветеринарні послуги", "Veterinary services"),
        description: (
            "Ветеринар приїздить до готелю; ліки за рахунок власника.",
            "The vet comes to the hotel; medicines are paid by the owner.",
        ),
        discount: ("", ""),
        lines: &[
            ("Огляд ветеринара", "Vet check-up", "300", None),
            ("Вакцинація", "Vaccination", "250-500", None),
            ("Обробка від паразитів", "Parasite treatment", "150", None),
            ("Ліки за призначенням, доба", "Medicines as prescribed, a day", "50-100", None),
        ],
    },
    Item {
        id: "transportation",
        target: Target::Dog,
        service: Service::Additional,
        category: Category::Transportation,
        title: ("Перевезення тварин", "Pet transportation"),
        description: (
            "Забираємо і привозимо у спеціальних переносках.",
            "We pick up and bring back in proper travel crates.",
        ),
        discount: ("", ""),
        lines: &[
            ("По Києву", "Within Kyiv", "400-700", None),
            ("Київська область", "Kyiv region", "800-1500", None),
            ("За кордон", "Abroad", "", None),
        ],
    },
];

/// The demo price items with their ids, in page order.
pub fn items() -> Vec<(&'static str, PriceItem)> {
    let text = |(uk, en): (&str, &str)| LocalizedText::new(uk, en);
    ITEMS
        .iter()
        .enumerate()
        .map(|(index, item)| {
            let lines = item
                .lines
                .iter()
                .zip(1..)
                .map(|(&(uk, en, value, rate), id)| PriceLine {
                    id,
                    name: LocalizedText::new(uk, en),
                    value: value.to_owned(),
                    rate,
                })
                .collect();
            let record = PriceItem {
                target: item.target,
                service: item.service,
                category: item.category,
                position: (index as i32 + 1) * 10,
                title: text(item.title),
                description: text(item.description),
                discount: text(item.discount),
                lines,
            };
            (item.id, record)
        })
        .collect()
}

/// A service's title and paragraphs (separated by empty lines) in Ukrainian and English.
pub struct ServiceText {
    pub kind: ServiceKind,
    pub title: (&'static str, &'static str),
    pub text: (&'static str, &'static str),
}

pub const SERVICES: [ServiceText; 4] = [
    ServiceText {
        kind: ServiceKind::Walking,
        title: ("Вигул собак", "Dog walking"),
        text: (
            "Кожна собака гуляє щонайменше двічі на день: вранці і ввечері, на повідку або в огородженому дворі.\n\nАктивним собакам додаємо довгі прогулянки парком і ігри з іншими гостями, якщо вони дружні.",
            "Every dog goes out at least twice a day, morning and evening, on a lead or in the fenced yard.\n\nActive dogs get long walks in the park and play with other guests when they get along.",
        ),
    },
    ServiceText {
        kind: ServiceKind::Veterinary,
        title: ("Ветеринарна допомога", "Veterinary care"),
        text: (
            "Наш ветеринар оглядає кожного гостя при заселенні і приїздить, коли тварина потребує допомоги.\n\nДаємо ліки за призначенням, робимо щеплення і обробку від паразитів.",
            "Our vet examines every guest on arrival and comes whenever a pet needs help.\n\nWe give prescribed medicines, vaccinate and treat against parasites.",
        ),
    },
    ServiceText {
        kind: ServiceKind::Grooming,
        title: ("Грумінг", "Grooming"),
        text: (
            "Купання, вичісування, стрижка кігтів і повний грумінг перед поверненням додому.\n\nПрацюємо спокійно, без поспіху, з засобами для чутливої шкіри.",
            "Baths, brushing, nail trims and full grooming before going home.\n\nWe work calmly, without hurry, with products for sensitive skin.",
        ),
    },
    ServiceText {
        kind: ServiceKind::Transportation,
        title: ("Перевезення тварин", "Animal transportation"),
        text: (
            "Заберемо вашого улюбленця з дому і привеземо назад у зручний для вас час.\n\nПеревозимо по Києву, області і за кордон, у переносках з водою і зупинками.",
            "We pick your pet up at home and bring it back at a time that suits you.\n\nWe drive within Kyiv, the region and abroad, in crates with water and stops on the way.",
        ),
    },
];
