use cqrs_es::test::{AggregateTestExecutor, TestFramework};
use events::album::AlbumEvent::*;
use events::LocalizedText;

use super::*;

fn at(minute: u32) -> DateTime<Utc> {
    format!("2026-11-24T10:{minute:02}:00Z").parse().unwrap()
}

fn names(uk: &str, en: &str) -> AlbumName {
    AlbumName::parse(&LocalizedText::new(uk, en)).unwrap()
}

fn image(id: &str) -> PhotoImage {
    PhotoImage {
        id: id.into(),
        width: 1200,
        height: 800,
    }
}

fn created() -> AlbumEvent {
    AlbumCreated {
        names: LocalizedText::new("Літо", "Summer"),
        at: at(0),
    }
}

fn added(number: u32) -> AlbumEvent {
    PhotoAdded {
        number,
        source: format!("source-{number}"),
        image: image(&format!("source-{number}")),
        at: at(number),
    }
}

fn cover(number: u32, index: u8) -> AlbumEvent {
    CoverSelected {
        number,
        index,
        at: at(30),
    }
}

/// An album with photos 1 to `photos`, at version `photos + 1`.
fn album_with(photos: u32) -> Vec<AlbumEvent> {
    std::iter::once(created())
        .chain((1..=photos).map(added))
        .collect()
}

fn given(events: Vec<AlbumEvent>) -> AggregateTestExecutor<Album> {
    TestFramework::<Album>::with(()).given(events)
}

/// A save at `version` keeping the names, with these covers and nothing else changed.
fn save_covers(version: u64, covers: &[u32]) -> AlbumCommand {
    save(
        version,
        AlbumEdit {
            names: names("Літо", "Summer"),
            deleted: Vec::new(),
            covers: covers.to_vec(),
            turns: Vec::new(),
        },
    )
}

fn save(expected_version: u64, edit: AlbumEdit) -> AlbumCommand {
    AlbumCommand::SaveAlbum {
        expected_version,
        edit,
        at: at(30),
    }
}

#[test]
fn a_new_album_is_created_unpublished() {
    let mut album = Album::default();
    album.apply(created());
    assert_eq!(album.status(), AlbumStatus::NotPublished);
    assert_eq!(album.version(), 1);
    TestFramework::<Album>::with(())
        .given_no_previous_events()
        .when(AlbumCommand::CreateAlbum {
            names: names("Літо", "Summer"),
            at: at(0),
        })
        .then_expect_events(vec![created()]);
}

#[test]
fn photos_are_numbered_in_turn_and_numbers_are_never_reused() {
    let deleted = PhotoDeleted {
        number: 2,
        at: at(9),
    };
    given(vec![created(), added(1), added(2), deleted])
        .when(AlbumCommand::AddPhoto {
            source: "source-3".into(),
            image: image("source-3"),
            at: at(3),
        })
        .then_expect_events(vec![added(3)]);
}

#[test]
fn the_same_upload_sent_again_is_the_photo_already_there_until_it_is_deleted() {
    let again = || AlbumCommand::AddPhoto {
        source: "source-1".into(),
        image: image("source-1"),
        at: at(5),
    };
    given(album_with(2))
        .when(again())
        .then_expect_events(vec![]);
    let deleted = PhotoDeleted {
        number: 1,
        at: at(9),
    };
    let back = PhotoAdded {
        number: 3,
        source: "source-1".into(),
        image: image("source-1"),
        at: at(5),
    };
    given([album_with(2), vec![deleted]].concat())
        .when(again())
        .then_expect_events(vec![back]);
}

#[test]
fn covers_take_the_lowest_free_places_in_the_order_chosen() {
    given(album_with(5))
        .when(save_covers(6, &[4, 2, 5]))
        .then_expect_events(vec![cover(4, 0), cover(2, 1), cover(5, 2)]);
}

#[test]
fn a_fourth_cover_is_refused_and_nothing_is_recorded() {
    let mut events = album_with(5);
    events.extend([cover(1, 0), cover(2, 1), cover(3, 2)]);
    given(events)
        .when(save_covers(9, &[1, 2, 3, 4]))
        .then_expect_error(AlbumError::CoverFull);
}

#[test]
fn removing_a_cover_frees_its_place_for_the_next_one() {
    let mut events = album_with(5);
    events.extend([cover(1, 0), cover(2, 1), cover(3, 2)]);
    given(events)
        .when(save_covers(9, &[1, 3, 4]))
        .then_expect_events(vec![
            CoverRemoved {
                number: 2,
                index: 1,
                at: at(30),
            },
            cover(4, 1),
        ]);
}

#[test]
fn a_deleted_cover_leaves_its_place_before_it_goes() {
    let mut events = album_with(3);
    events.push(cover(2, 0));
    given(events)
        .when(save(
            5,
            AlbumEdit {
                names: names("Літо", "Summer"),
                deleted: vec![2],
                covers: vec![2],
                turns: Vec::new(),
            },
        ))
        .then_expect_events(vec![
            CoverRemoved {
                number: 2,
                index: 0,
                at: at(30),
            },
            PhotoDeleted {
                number: 2,
                at: at(30),
            },
        ]);
}

#[test]
fn covers_come_first_by_place_then_the_rest_newest_first() {
    let mut album = AlbumContent::default();
    for event in album_with(5).iter().chain(&[cover(2, 1), cover(4, 0)]) {
        album.apply(event);
    }
    let order: Vec<u32> = album.ordered().iter().map(|photo| photo.number).collect();
    assert_eq!(order, [4, 2, 5, 3, 1]);
    assert_eq!(album.free_cover_index(), Some(2));
}

#[test]
fn turns_cycle_through_four_quarters_and_a_turn_to_where_it_stands_records_nothing() {
    let turned = |turns: u8| PhotoTurned {
        number: 1,
        turns,
        image: image(&format!("turned-{turns}")),
        at: at(30),
    };
    let turn_to = |version: u64, turns: u8| {
        save(
            version,
            AlbumEdit {
                names: names("Літо", "Summer"),
                deleted: Vec::new(),
                covers: Vec::new(),
                turns: vec![Turn {
                    number: 1,
                    turns,
                    image: image(&format!("turned-{}", turns % 4)),
                }],
            },
        )
    };
    given(album_with(1))
        .when(turn_to(2, 1))
        .then_expect_events(vec![turned(1)]);
    let mut events = album_with(1);
    events.extend([turned(1), turned(2), turned(3)]);
    given(events.clone())
        .when(turn_to(5, 4))
        .then_expect_events(vec![turned(0)]);
    given(events).when(turn_to(5, 3)).then_expect_events(vec![]);
}

#[test]
fn a_rename_is_recorded_once_and_only_when_the_names_differ() {
    let rename = |uk: &str, en: &str| {
        save(
            2,
            AlbumEdit {
                names: names(uk, en),
                deleted: Vec::new(),
                covers: Vec::new(),
                turns: Vec::new(),
            },
        )
    };
    given(album_with(1))
        .when(rename("Зима", "Winter"))
        .then_expect_events(vec![AlbumRenamed {
            names: LocalizedText::new("Зима", "Winter"),
            at: at(30),
        }]);
    given(album_with(1))
        .when(rename("Літо", "Summer"))
        .then_expect_events(vec![]);
}

#[test]
fn a_save_naming_a_photo_not_in_the_album_or_an_old_version_is_refused() {
    given(album_with(2))
        .when(save_covers(3, &[7]))
        .then_expect_error(AlbumError::NoSuchPhoto(7));
    given(album_with(2))
        .when(save_covers(2, &[1]))
        .then_expect_error(AlbumError::StaleVersion {
            expected: 2,
            actual: 3,
        });
}

#[test]
fn publishing_twice_records_once_and_a_deleted_album_takes_no_command() {
    let published = AlbumPublished { at: at(40) };
    given(album_with(1))
        .when(AlbumCommand::PublishAlbum { at: at(40) })
        .then_expect_events(vec![published.clone()]);
    given(vec![created(), published])
        .when(AlbumCommand::PublishAlbum { at: at(41) })
        .then_expect_events(vec![]);
    given(vec![created(), AlbumDeleted { at: at(50) }])
        .when(AlbumCommand::AddPhoto {
            source: "s".into(),
            image: image("s"),
            at: at(51),
        })
        .then_expect_error(AlbumError::NotFound);
}

#[test]
fn a_restore_puts_back_an_earlier_content_whole() {
    let mut earlier = AlbumContent::default();
    for event in &album_with(2) {
        earlier.apply(event);
    }
    let mut events = album_with(2);
    events.push(PhotoDeleted {
        number: 1,
        at: at(20),
    });
    given(events)
        .when(AlbumCommand::RestoreAlbum {
            expected_version: 4,
            from_version: 3,
            content: earlier.clone(),
            at: at(21),
        })
        .then_expect_events(vec![AlbumRestored {
            from_version: 3,
            content: earlier,
            at: at(21),
        }]);
}
