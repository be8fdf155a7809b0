//! The demo About page and FAQ in both languages: the hostess's story (the hotel runs since
//! 1996, SPEC §1), her quote, the certificate, a team of three and the questions owners ask.

use super::scenes::Look;

/// (uk, en)
pub type Text = (&'static str, &'static str);

pub const HEADING: Text = (
    "Готель, що виріс із любові до тварин",
    "A hotel that grew out of a love for animals",
);

pub const STORY: Text = (
    "У 1996 році Олена Коваль забрала додому першого собаку з вулиці, а за кілька місяців сусіди вже просили доглянути їхніх улюбленців на час відпустки. Так невеликий будинок під Києвом став готелем для собак і котів.\n\nВідтоді в нас відпочили тисячі гостей. Ми розширили двір, збудували теплі вольєри й окремі кімнати для котів, але головне лишилося незмінним: кожен гість отримує стільки уваги, скільки отримав би вдома.",
    "In 1996 Olena Koval took home her first dog from the street, and within a few months her neighbours were asking her to look after their pets while they were on holiday. That is how a small house outside Kyiv became a hotel for dogs and cats.\n\nThousands of guests have stayed with us since. We have made the yard bigger, built warm runs and separate rooms for cats, but the main thing has not changed: every guest gets as much attention as it would at home.",
);

pub const QUOTE: Text = (
    "Я щодня бачу, як собака, що приїхала до нас сумною, за два дні вже чекає на ранкову прогулянку біля хвіртки. Заради цього ми і працюємо.",
    "Every day I see a dog that arrived sad waiting by the gate for its morning walk two days later. That is what we work for.",
);

pub const QUOTE_AUTHOR: Text = ("Олена Коваль", "Olena Koval");
pub const QUOTE_ROLE: Text = (
    "Засновниця й господиня готелю",
    "Founder and hostess of the hotel",
);

pub const CLOSING: Text = (
    "Ми маємо ветеринарний сертифікат відповідності умов утримання тварин і щороку проходимо перевірку. Приїжджайте познайомитися: покажемо двір, вольєри й кімнати, розповімо, як минає день наших гостей.",
    "We hold a veterinary certificate for the conditions in which we keep animals and are inspected every year. Come and meet us: we will show you the yard, the runs and the rooms and tell you how our guests spend their day.",
);

/// The hostess's avatar.
pub const HOSTESS: Look = Look {
    skin: [235, 198, 170],
    hair: [120, 80, 50],
    clothes: [170, 60, 70],
    long_hair: true,
    backdrop: [215, 225, 215],
};

/// A team member: name, profession and how their photo looks.
pub struct DemoMember {
    pub name: Text,
    pub profession: Text,
    pub look: Look,
}

pub const TEAM: [DemoMember; 3] = [
    DemoMember {
        name: ("Ірина Мельник", "Iryna Melnyk"),
        profession: ("Ветеринарна лікарка", "Veterinarian"),
        look: Look {
            skin: [240, 205, 180],
            hair: [60, 40, 30],
            clothes: [70, 140, 150],
            long_hair: true,
            backdrop: [205, 220, 235],
        },
    },
    DemoMember {
        name: ("Андрій Бондар", "Andrii Bondar"),
        profession: ("Кінолог і старший доглядач", "Dog trainer and head carer"),
        look: Look {
            skin: [225, 185, 150],
            hair: [150, 110, 60],
            clothes: [60, 90, 140],
            long_hair: false,
            backdrop: [230, 220, 200],
        },
    },
    DemoMember {
        name: ("Марія Шевчук", "Mariia Shevchuk"),
        profession: ("Грумерка", "Groomer"),
        look: Look {
            skin: [245, 210, 185],
            hair: [200, 160, 90],
            clothes: [150, 110, 170],
            long_hair: true,
            backdrop: [225, 215, 230],
        },
    },
];

/// The questions owners ask most, with answers in the FAQ's HTML.
pub const FAQ: [(Text, Text); 8] = [
    (
        ("Які щеплення потрібні, щоб заселити тварину?", "Which vaccinations does my pet need to stay?"),
        (
            "<p>Собакам потрібні щеплення від <b>сказу</b> та комплексна вакцина (чума, парвовірус, гепатит, лептоспіроз), котам — від сказу та комплексна вакцина від панлейкопенії, калiцивірусу й ринотрахеїту.</p><p>Останнє щеплення має бути зроблене не пізніше ніж за 14 днів до заселення, а в паспорті — відмітка лікаря.</p>",
            "<p>Dogs need a <b>rabies</b> shot and the combined vaccine (distemper, parvovirus, hepatitis, leptospirosis); cats need rabies and the combined vaccine against panleukopenia, calicivirus and rhinotracheitis.</p><p>The last shot must be at least 14 days before check-in, signed by a vet in the pet's passport.</p>",
        ),
    ),
    (
        ("Що взяти з собою?", "What should I bring?"),
        (
            "<ul><li>ветеринарний паспорт;</li><li>корм на весь час перебування, якщо тварина харчуватиметься вашим кормом;</li><li>улюблену іграшку або підстилку, що пахне домом;</li><li>ліки з письмовою схемою, якщо вони потрібні.</li></ul>",
            "<ul><li>the pet's veterinary passport;</li><li>food for the whole stay if your pet eats your own food;</li><li>a favourite toy or a blanket that smells of home;</li><li>any medicine, with written instructions.</li></ul>",
        ),
    ),
    (
        ("Чим ви годуєте тварин?", "What do you feed the animals?"),
        (
            "<p>Ми годуємо якісним сухим і вологим кормом двічі на день. Можна привезти й свій корм — тоді проживання коштує дешевше. Різка зміна раціону шкодить травленню, тож ми радимо не змінювати звичну їжу.</p>",
            "<p>We feed good dry and wet food twice a day. You can also bring your own food, which makes the stay cheaper. A sudden change of diet upsets the stomach, so we recommend keeping the food your pet is used to.</p>",
        ),
    ),
    (
        ("Як часто собаки гуляють?", "How often are dogs walked?"),
        (
            "<p>Щонайменше тричі на день у нашому огородженому дворі, а за бажанням — ще й <i>індивідуальні прогулянки</i> з доглядачем лісом поруч. Собак, які не ладнають з іншими, вигулюємо окремо.</p>",
            "<p>At least three times a day in our fenced yard and, if you wish, on <i>individual walks</i> with a carer in the woods nearby. Dogs that don't get along with others are walked on their own.</p>",
        ),
    ),
    (
        ("Чи можна відвідати тварину під час перебування?", "Can I visit my pet during the stay?"),
        (
            "<p>Так, щодня з 10:00 до 18:00 за попереднім дзвінком. Але часті візити можуть засмучувати тварину, тому ми щодня надсилаємо власникам фото й відео.</p>",
            "<p>Yes, every day from 10:00 to 18:00 if you call ahead. Frequent visits can upset a pet, though, so we send owners photos and videos every day.</p>",
        ),
    ),
    (
        ("Як оплатити проживання?", "How do I pay for the stay?"),
        (
            "<p>Готівкою або карткою під час заселення чи виїзду, а також переказом на рахунок. Для тривалого перебування ми просимо передоплату за перший тиждень.</p>",
            "<p>In cash or by card at check-in or check-out, or by bank transfer. For long stays we ask for the first week in advance.</p>",
        ),
    ),
    (
        ("Що буде, якщо тварина захворіє?", "What if my pet gets ill?"),
        (
            "<p>У нас працює ветеринарна лікарка, яка щодня оглядає гостей. Якщо знадобиться лікування, ми одразу зателефонуємо вам і погодимо його.</p>",
            "<p>Our vet checks every guest daily. If treatment is needed, we will call you straight away and agree on it with you.</p>",
        ),
    ),
    (
        ("Чи живуть коти поруч із собаками?", "Do cats stay next to the dogs?"),
        (
            "<p>Ні. Коти живуть в окремому будинку в кімнатах із полицями, когтеточками й вікнами в сад, де не чути собачого гавкоту.</p>",
            "<p>No. Cats stay in a separate house, in rooms with shelves, scratching posts and windows onto the garden, out of earshot of the dogs.</p>",
        ),
    ),
];
