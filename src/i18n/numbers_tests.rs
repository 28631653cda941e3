use super::*;
use proptest::prelude::*;

proptest! {
    /// No non-zero value is ever shown as zero, and every shown value
    /// is within half a unit of its last digit of the true value.
    #[test]
    fn no_nonzero_value_prints_as_zero(m in 1.0f64..10.0, e in -12i32..15, neg in any::<bool>()) {
        let v = if neg { -m } else { m } * 10f64.powi(e);
        let en = NumberFormat::new(Lang::En);
        let s = en.value(v).replace(',', "").replace('\u{2212}', "-");
        prop_assert!(s.chars().any(|c| ('1'..='9').contains(&c)), "{v} shown as {s}");
        let back: f64 = s.parse().unwrap();
        prop_assert!((back - v).abs() <= v.abs() * 0.0051, "{v} shown as {s}");
    }

    /// Distinct values in one column never share a text.
    #[test]
    fn distinct_values_stay_distinct(vals in proptest::collection::vec(0.0001f64..1e7, 1..12)) {
        let en = NumberFormat::new(Lang::En);
        let shown = en.column(&vals);
        for i in 0..vals.len() {
            for j in 0..vals.len() {
                if vals[i] != vals[j] && (vals[i] - vals[j]).abs() > vals[i].abs() * 1e-12 {
                    prop_assert_ne!(&shown[i], &shown[j], "{} vs {}", vals[i], vals[j]);
                }
            }
        }
    }
}

#[test]
fn locale_separators_come_from_cldr() {
    let it = NumberFormat::new(Lang::It);
    assert_eq!(it.value(16.7), "16,7");
    assert_eq!(it.value(23.0), "23");
    assert_eq!(it.fixed(2097152.0, 0), "2.097.152");
    let en = NumberFormat::new(Lang::En);
    assert_eq!(en.fixed(2097152.0, 0), "2,097,152");
    assert_eq!(en.value(16.74), "16.7");
    let vi = NumberFormat::new(Lang::Vi);
    assert_eq!(vi.value(16.7), "16,7");
    assert_eq!(vi.fixed(2097152.0, 0), "2.097.152");
    let zh = NumberFormat::new(Lang::ZhTw);
    assert_eq!(zh.value(16.7), "16.7");
    assert_eq!(zh.fixed(2097152.0, 0), "2,097,152");
}

#[test]
fn sentences_group_from_five_digits_in_every_language() {
    let it = NumberFormat::new(Lang::It);
    assert_eq!(it.prose_fixed_min(1024.0, 0, 0), "1024");
    assert_eq!(it.prose_fixed_min(11600.0, 0, 0), "11.600");
    let vi = NumberFormat::new(Lang::Vi);
    assert_eq!(vi.prose_fixed_min(1024.0, 0, 0), "1024");
    assert_eq!(NumberFormat::new(Lang::ZhTw).prose_fixed_min(1024.0, 0, 0), "1024");
    assert_eq!(NumberFormat::new(Lang::En).fixed(1024.0, 0), "1,024");
}

#[test]
fn three_significant_digits_whole_numbers_stay_whole() {
    let en = NumberFormat::new(Lang::En);
    assert_eq!(en.value(194_234.6), "194,235");
    assert_eq!(en.value(1.2345), "1.23");
    assert_eq!(en.value(123.45), "123");
    assert_eq!(en.value(0.0), "0");
    // Rates are not rounded to whole numbers because their unit counts.
    assert_eq!(en.value(0.95), "0.95");
    assert_eq!(en.value(1.1), "1.1");
    assert_eq!(en.value(0.1), "0.1");
    assert_eq!(en.value(3e-6), "0.000003");
    assert_eq!(en.value(-0.000_012_34), "−0.0000123");
}

#[test]
fn rounding_is_half_to_even_as_the_method_note_says() {
    let en = NumberFormat::new(Lang::En);
    assert_eq!(en.value(2.225), "2.22");
    assert_eq!(en.value(2.235), "2.24");
    assert_eq!(en.value(16.75), "16.8");
    assert_eq!(en.value(1234.5), "1,234");
}

#[test]
fn columns_keep_different_values_apart() {
    let en = NumberFormat::new(Lang::En);
    assert_eq!(en.column(&[16.71, 16.74, 16.74]), ["16.71", "16.74", "16.74"]);
    assert_eq!(en.column(&[16.7, 21.6]), ["16.7", "21.6"]);
    assert_eq!(en.column(&[100.2, 100.4]), ["100.2", "100.4"]);
    assert_eq!(en.column(&[]), Vec::<String>::new());
}

#[test]
fn compact_prose_numbers() {
    let en = NumberFormat::new(Lang::En);
    assert_eq!(en.compact(11_200_000.0, Lang::En), ("11.2".into(), "million"));
    assert_eq!(en.compact(194_235.0, Lang::En), ("194,235".into(), "none"));
    assert_eq!(en.compact(2.5e9, Lang::En), ("2.5".into(), "billion"));
    let it = NumberFormat::new(Lang::It);
    assert_eq!(it.compact(11_200_000.0, Lang::It), ("11,2".into(), "million"));
    let zh = NumberFormat::new(Lang::ZhTw);
    assert_eq!(zh.compact(11_200_000.0, Lang::ZhTw), ("1120".into(), "wan"));
    assert_eq!(it.compact(1980.0, Lang::It), ("1980".into(), "none"));
    assert_eq!(zh.compact(194_235.0, Lang::ZhTw), ("19.4".into(), "wan"));
    assert_eq!(zh.compact(3.2e8, Lang::ZhTw), ("3.2".into(), "yi"));
    assert_eq!(zh.compact(f64::NAN, Lang::ZhTw).1, "none");
}

#[test]
fn lists_follow_the_language() {
    assert_eq!(NumberFormat::new(Lang::En).and_list(&["1", "2", "4"]), "1, 2, and 4");
    assert_eq!(NumberFormat::new(Lang::It).and_list(&["1", "2", "4"]), "1, 2 e 4");
    let zh = NumberFormat::new(Lang::ZhTw);
    assert_eq!(zh.and_list(&["建立", "讀取", "移除"]), "建立、讀取和移除");
    // A number or Latin word next to 和 is set off by a half-width
    // space, as everywhere in the zh-TW messages; 、 never is.
    assert_eq!(zh.and_list(&["40.1%", "78.7%"]), "40.1% 和 78.7%");
    assert_eq!(zh.and_list(&["40.1%", "42.6%", "78.7%"]), "40.1%、42.6% 和 78.7%");
    assert_eq!(zh.and_list(&["建立", "stat", "讀取"]), "建立、stat 和讀取");
    assert_eq!(zh.and_list(&["讀取", "stat"]), "讀取和 stat");
    assert_eq!(zh.and_list(&["8"]), "8");
    assert_eq!(zh.and_list::<&str>(&[]), "");
    let vi = NumberFormat::new(Lang::Vi);
    assert_eq!(vi.and_list(&["ghi", "đọc"]), "ghi và đọc");
    assert_eq!(vi.and_list(&["ghi", "đọc", "xóa"]), "ghi, đọc và xóa");
    assert_eq!(vi.and_list(&["8", "16", "32"]), "8, 16 và 32");
}

#[test]
fn tables_group_from_four_digits_and_thread_counts_never() {
    let it = NumberFormat::new(Lang::It);
    // One column: 3.100 above 11.600, not 3100.
    assert_eq!(it.column(&[3100.0, 11600.0]), ["3.100", "11.600"]);
    assert_eq!(it.fixed(1234.5, 1), "1.234,5");
    assert_eq!(it.fixed(-9876543.25, 2), "−9.876.543,25");
    assert_eq!(it.prose_fixed_min(3100.0, 0, 0), "3100");
    for lang in Lang::ALL {
        let nf = NumberFormat::new(lang);
        assert_eq!(nf.threads(1024), "1024", "{lang}");
        assert_eq!(nf.threads(16384), "16384", "{lang}");
        assert_ne!(nf.fixed(1024.0, 0), "1024", "{lang}");
    }
    assert_eq!(NumberFormat::new(Lang::Vi).fixed(3100.0, 0), "3.100");
    assert_eq!(NumberFormat::new(Lang::ZhTw).fixed(3100.0, 0), "3,100");
}

#[test]
fn odd_values_do_not_panic() {
    let en = NumberFormat::new(Lang::En);
    assert_eq!(en.fixed(f64::NAN, 1), "–");
    assert_eq!(en.fixed(-0.0001, 1), "0");
    assert_eq!(en.fixed(1e300, 0).len(), 401);
    assert_eq!(en.fixed_min(5.0, 1, 1), "5.0");
    assert_eq!(en.signed_percent(0.829), "+82.9");
    assert_eq!(en.signed_percent(-0.18), "−18");
    assert_eq!(en.signed_percent(0.0), "0");
    assert_eq!(NumberFormat::new(Lang::It).signed_percent(1.066), "+106,6");
}
