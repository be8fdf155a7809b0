//! The guests' reviews a fresh demo site shows: thirteen approved ones in Ukrainian and English
//! (more than the feedback page's first ten, so its show-all button appears), four of them on
//! the home slider with photos, one with four answers (the hotel's among them, more than the
//! three the page shows before collapsing), a long one the page clamps, and three waiting for
//! moderation.

use events::Language;

/// One demo review or answer.
pub struct DemoReview {
    pub name: &'static str,
    pub pet: Option<&'static str>,
    pub text: &'static str,
    pub language: Language,
    /// How long ago it was written.
    pub days_ago: i64,
    /// The demo dog whose painted photo the guest attached.
    pub photo: Option<usize>,
    /// On the home slider.
    pub featured: bool,
}

const fn review(
    name: &'static str,
    pet: Option<&'static str>,
    text: &'static str,
    language: Language,
    days_ago: i64,
) -> DemoReview {
    DemoReview {
        name,
        pet,
        text,
        language,
        days_ago,
        photo: None,
        featured: false,
    }
}

const fn featured(review: DemoReview, photo: usize) -> DemoReview {
    DemoReview {
        photo: Some(photo),
        featured: true,
        ..review
    }
}

const UK: Language = Language::Uk;
const EN: Language = Language::En;

/// The approved reviews, newest first.
pub const APPROVED: [DemoReview; 13] = [
    featured(
        review(
            "Олена Коваль",
            Some("Бім"),
            "Залишали Бима на два тижні, поки були у відпустці. Щодня отримували фото й відео з прогулянок, а повернувся він спокійний і щасливий. Дякуємо за турботу!",
            UK,
            2,
        ),
        0,
    ),
    featured(
        review(
            "Sarah Miller",
            Some("Luna"),
            "Luna stayed for ten days while we moved house. The team sent us photos every evening and she came home calm, clean and happy. We will definitely be back!",
            EN,
            5,
        ),
        3,
    ),
    featured(
        review(
            "Андрій Шевчук",
            Some("Рекс"),
            "Рекс — пес непростий, але тут знайшли до нього підхід. Великий двір, прогулянки двічі на день і справжня домашня атмосфера.",
            UK,
            9,
        ),
        5,
    ),
    featured(
        review(
            "Ірина Мельник",
            Some("Мурка"),
            "Перший раз залишали кішку не вдома і дуже хвилювалися. Мурка мала окрему кімнату, когтеточку й увагу персоналу. Рекомендую всім котовласникам!",
            UK,
            14,
        ),
        7,
    ),
    review(
        "Тарас Бондар",
        Some("Джек"),
        "Джек тут уже втретє, і щоразу біжить до воріт із радістю. Це найкраща рекомендація.",
        UK,
        20,
    ),
    review(
        "Emily Clarke",
        None,
        "Friendly staff, a clean and warm place, and fair prices. Our dog was fed exactly as we asked.",
        EN,
        27,
    ),
    review(
        "Наталія Ткаченко",
        Some("Ричард"),
        "Ричард — літній пес із особливою дієтою та ліками двічі на день. Ми довго шукали місце, якому можна довірити такого гостя, і знайшли його тут.\n\nПерсонал уважно вислухав усі наші прохання, записав розклад ліків і суворо його дотримувався. Щовечора нам надсилали коротке повідомлення: як поїв, скільки гуляв, як почувається. Коли на третій день у Ричарда трохи заболіла лапа, нам одразу зателефонували й разом із ветеринаром вирішили, що робити.\n\nОкремо хочу подякувати за терпіння: Ричард не любить нових людей і спершу гарчав на всіх. Уже за кілька днів він виходив назустріч доглядальниці й виляв хвостом.\n\nЗабрали його через три тижні — спокійного, доглянутого, з блискучою шерстю. Тепер знаємо, куди звертатися наступного разу, і радимо цей готель усім друзям, у кого є собаки з особливими потребами.",
        UK,
        33,
    ),
    review(
        "Michael Brown",
        Some("Max"),
        "Max is an energetic husky and they kept up with him! Long walks, games in the yard and lots of attention.",
        EN,
        41,
    ),
    review(
        "Оксана Гнатюк",
        Some("Пухнастик"),
        "Дуже задоволені. Пухнастик повернувся вичесаний і навіть схуд на два кілограми — ветеринар був у захваті.",
        UK,
        48,
    ),
    review(
        "Дмитро Левченко",
        None,
        "Зручно, що можна привезти свій корм. Ціни чесні, без прихованих доплат.",
        UK,
        56,
    ),
    review(
        "Anna Kowalska",
        Some("Fibi"),
        "We were visiting Kyiv for a month and needed a safe place for Fibi. Great communication in English and a lovely team.",
        EN,
        64,
    ),
    review(
        "Світлана Романенко",
        Some("Лорд"),
        "Лорд — великий пес, і нам подобається, що тут справді є де побігати. Дякуємо за фото щодня!",
        UK,
        75,
    ),
    review(
        "Юрій Савченко",
        Some("Бублик"),
        "Привезли Бублика на перетримку вперше — усе пройшло чудово. Обов'язково повернемося.",
        UK,
        90,
    ),
];

/// Which approved review has answers: the one about Rex.
pub const ANSWERED: usize = 2;

/// Its answers, oldest first; `None` as the name is the hotel's own answer.
pub const ANSWERS: [(Option<&str>, Option<&str>, &str, i64); 4] = [
    (
        Some("Марина Лисенко"),
        Some("Граф"),
        "Підтверджую! Наш Граф теж непростий, а тут його полюбили.",
        8,
    ),
    (
        None,
        None,
        "Дякуємо за теплі слова! Рекс — чудовий пес, чекаємо на нього знову.",
        8,
    ),
    (
        Some("Віктор Гончар"),
        None,
        "А скільки коштує перетримка великого пса на місяць?",
        7,
    ),
    (
        Some("Андрій Шевчук"),
        Some("Рекс"),
        "Віктор, на сторінці цін є калькулятор — нам усе пояснили ще до заїзду.",
        6,
    ),
];

/// Reviews waiting for moderation.
pub const PENDING: [DemoReview; 2] = [
    review(
        "Катерина Мороз",
        Some("Шарик"),
        "Шарик провів у вас тиждень, усе сподобалося. Дякуємо!",
        UK,
        1,
    ),
    review(
        "James Wilson",
        Some("Rocky"),
        "Good care and daily updates. Rocky was very happy when we picked him up.",
        EN,
        0,
    ),
];

/// An answer waiting for moderation, to the newest approved review.
pub const PENDING_ANSWER: (&str, &str) = (
    "Людмила Кравець",
    "Ми теж залишали собаку на відпустку — готель справді чудовий.",
);

#[cfg(test)]
mod tests {
    use command::validation::{ContactName, ReviewText};

    use super::*;

    #[test]
    fn every_demo_review_passes_the_form_rules() {
        let reviews = APPROVED.iter().chain(PENDING.iter());
        for review in reviews {
            ContactName::parse(review.name).expect(review.name);
            if let Some(pet) = review.pet {
                ContactName::parse(pet).expect(pet);
            }
            ReviewText::parse(review.text).expect(review.text);
        }
        for (name, pet, text, _) in ANSWERS {
            name.into_iter().chain(pet).for_each(|name| {
                ContactName::parse(name).expect(name);
            });
            ReviewText::parse(text).expect(text);
        }
        ContactName::parse(PENDING_ANSWER.0).expect(PENDING_ANSWER.0);
        ReviewText::parse(PENDING_ANSWER.1).expect(PENDING_ANSWER.1);
        assert!(APPROVED.iter().filter(|r| r.featured).count() == 4);
        assert!(APPROVED.iter().any(|r| r.text.chars().count() > 600));
    }
}
