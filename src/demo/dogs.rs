//! The dogs a fresh demo site shows: twelve residents of the shelter, in Ukrainian and English.

use events::dog::AgeChoice;

use super::portrait::Coat;

pub struct DemoDog {
    pub name: (&'static str, &'static str),
    pub story: (&'static str, &'static str),
    pub age: AgeChoice,
    pub female: bool,
    pub size_id: i64,
    pub sterilized: bool,
    pub under_care: bool,
    pub coat: Coat,
    /// How many photos: the first is the main one.
    pub photos: u32,
}

const fn coat(fur: [u8; 3], patch: Option<[u8; 3]>, ears_up: bool) -> Coat {
    Coat {
        fur,
        patch,
        ears_up,
    }
}

const WHITE: Option<[u8; 3]> = Some([245, 242, 235]);
const BLACK: Option<[u8; 3]> = Some([45, 40, 38]);

pub const DOGS: [DemoDog; 12] = [
    DemoDog {
        name: ("Бровко", "Brovko"),
        story: (
            "Бровко прийшов до нас узимку, замерзлий і насторожений. Тепер це найлагідніший пес притулку: любить довгі прогулянки, дітей і чухання за вухом. Чекає на родину, яка візьме його на дачу чи в парк.",
            "Brovko came to us in winter, cold and wary. Now he is the gentlest dog in the shelter: he loves long walks, children and a scratch behind the ear. He is waiting for a family to take him to the park or the country.",
        ),
        age: AgeChoice::TwoToThreeYears,
        female: false,
        size_id: 2,
        sterilized: true,
        under_care: false,
        coat: coat([176, 118, 62], WHITE, false),
        photos: 3,
    },
    DemoDog {
        name: ("Ліра", "Lira"),
        story: (
            "Ліра — тиха і уважна собака, яка швидко вчиться. Знає команди «сидіти» і «поруч», спокійно їздить в автомобілі та ладнає з кішками.",
            "Lira is a quiet, attentive dog who learns fast. She knows 'sit' and 'heel', travels calmly in a car and gets on with cats.",
        ),
        age: AgeChoice::OneToTwoYears,
        female: true,
        size_id: 1,
        sterilized: true,
        under_care: false,
        coat: coat([222, 200, 160], None, true),
        photos: 2,
    },
    DemoDog {
        name: ("Граф", "Graf"),
        story: (
            "Граф — великий і поважний, але в душі цуценя. Охоче грається з м'ячем, любить воду і відпочинок на сонці. Підійде для приватного будинку з подвір'ям.",
            "Graf is big and dignified, but a puppy at heart. He loves playing ball, swimming and lying in the sun. Best for a house with a yard.",
        ),
        age: AgeChoice::FiveToSixYears,
        female: false,
        size_id: 3,
        sterilized: true,
        under_care: true,
        coat: coat([60, 52, 48], Some([200, 150, 90]), true),
        photos: 3,
    },
    DemoDog {
        name: ("Булочка", "Bulochka"),
        story: (
            "Булочка народилася в притулку і ще зовсім маленька. Весела, допитлива, вже привчається до пелюшки. Шукаємо терплячих і турботливих господарів.",
            "Bulochka was born at the shelter and is still very small. Cheerful and curious, she is already learning house manners. We are looking for patient, caring owners.",
        ),
        age: AgeChoice::UpToSixMonths,
        female: true,
        size_id: 1,
        sterilized: false,
        under_care: false,
        coat: coat([235, 215, 185], Some([190, 130, 80]), false),
        photos: 2,
    },
    DemoDog {
        name: ("Джек", "Jack"),
        story: (
            "Джек енергійний і дуже товариський. Йому потрібні активні господарі, які люблять бігати, кататися на велосипеді або ходити в походи.",
            "Jack is energetic and very sociable. He needs active owners who like running, cycling or hiking.",
        ),
        age: AgeChoice::ThreeToFourYears,
        female: false,
        size_id: 2,
        sterilized: true,
        under_care: false,
        coat: coat([240, 238, 232], BLACK, true),
        photos: 2,
    },
    DemoDog {
        name: ("Марта", "Marta"),
        story: (
            "Марта прожила з людьми багато років і дуже сумує без дому. Спокійна, охайна, гуляє на повідку без ривків. Ідеальна компаньйонка для тихої родини.",
            "Marta lived with people for many years and misses having a home. Calm and tidy, she walks nicely on a lead. A perfect companion for a quiet family.",
        ),
        age: AgeChoice::OverEightYears,
        female: true,
        size_id: 2,
        sterilized: true,
        under_care: true,
        coat: coat([150, 110, 80], WHITE, false),
        photos: 1,
    },
    DemoDog {
        name: ("Тайсон", "Tyson"),
        story: (
            "Тайсон виглядає грізно, але насправді дуже ніжний. Обожнює обійми та смаколики, добре охороняє, але ніколи не кривдить своїх.",
            "Tyson looks fierce but is really very tender. He adores hugs and treats, guards well and never hurts his own people.",
        ),
        age: AgeChoice::FourToFiveYears,
        female: false,
        size_id: 3,
        sterilized: true,
        under_care: false,
        coat: coat([120, 100, 85], None, false),
        photos: 2,
    },
    DemoDog {
        name: ("Ґудзик", "Gudzyk"),
        story: (
            "Ґудзик — маленький пустун із великим серцем. Дуже прив'язується до людей, любить сидіти на руках і спати під ковдрою.",
            "Gudzyk is a little rascal with a big heart. He grows very attached to people, loves being held and sleeping under a blanket.",
        ),
        age: AgeChoice::SixMonthsToAYear,
        female: false,
        size_id: 1,
        sterilized: false,
        under_care: false,
        coat: coat([95, 70, 55], Some([215, 170, 120]), true),
        photos: 2,
    },
    DemoDog {
        name: ("Вія", "Viia"),
        story: (
            "Вія потрапила до нас після аварії і вже повністю одужала. Спершу соромиться незнайомців, але швидко відтає і стає найвідданішим другом.",
            "Viia came to us after an accident and has fully recovered. Shy with strangers at first, she soon warms up and becomes the most loyal friend.",
        ),
        age: AgeChoice::TwoToThreeYears,
        female: true,
        size_id: 2,
        sterilized: true,
        under_care: false,
        coat: coat([200, 160, 110], None, true),
        photos: 2,
    },
    DemoDog {
        name: ("Барон", "Baron"),
        story: (
            "Барон — розважливий пес поважного віку. Любить неспішні прогулянки, м'який лежак і коли з ним розмовляють. Вдячний за кожен день у родині.",
            "Baron is a sensible dog of a venerable age. He likes unhurried walks, a soft bed and being talked to. Grateful for every day with a family.",
        ),
        age: AgeChoice::SixToEightYears,
        female: false,
        size_id: 3,
        sterilized: true,
        under_care: false,
        coat: coat([70, 60, 55], WHITE, false),
        photos: 1,
    },
    DemoDog {
        name: ("Зірка", "Zirka"),
        story: (
            "Зірка отримала ім'я за білу пляму на грудях. Грайлива і кмітлива, обожнює іграшки-пищалки і швидко вивчає нові трюки.",
            "Zirka got her name from the white star on her chest. Playful and clever, she adores squeaky toys and learns new tricks quickly.",
        ),
        age: AgeChoice::OneToTwoYears,
        female: true,
        size_id: 2,
        sterilized: true,
        under_care: true,
        coat: coat([40, 36, 34], WHITE, true),
        photos: 2,
    },
    DemoDog {
        name: ("Пиріжок", "Pyrizhok"),
        story: (
            "Пиріжок — круглий, рудий і дуже веселий. Ладнає з іншими собаками, любить гратися в снігу та охоче позує для фото.",
            "Pyrizhok is round, ginger and full of fun. He gets on with other dogs, loves playing in the snow and happily poses for photos.",
        ),
        age: AgeChoice::UpToSixMonths,
        female: false,
        size_id: 1,
        sterilized: false,
        under_care: false,
        coat: coat([205, 120, 50], WHITE, false),
        photos: 2,
    },
];
