## Tiêu chí nghiệm thu (report.toml `[[acceptance]]`) và lưu ý về phương pháp (`[checks]`).

section-acceptance = Nghiệm thu và phương pháp
acceptance-intro = Mỗi tiêu chí được đánh giá trên chuỗi số liệu đo được: tại đỉnh, tại mức duy trì, hoặc, trên một khoảng số luồng, tại điểm gần không đạt nhất. Chênh lệch là khoảng cách từ giá trị đến ngưỡng, số dương: vượt ngưỡng theo chiều đạt; số âm: theo chiều không đạt; dung sai cho phép giá trị chưa tới ngưỡng trong phạm vi đó mà vẫn được tính là đạt. “Trong phạm vi nhiễu” nghĩa là chênh lệch không lớn hơn độ phân tán giữa các lần lặp của giá trị hoặc độ nhiễu đã khai báo của bài đo.
table-acceptance = Tiêu chí nghiệm thu
col-criterion = Tiêu chí
col-bound = Ngưỡng
col-measured = Giá trị đo
col-margin = Chênh lệch
col-status = Kết quả
col-source = Nguồn
acceptance-load-peak = { $benchmark } — { $op } tại đỉnh
acceptance-load-sustained = { $benchmark } — { $op }, mức duy trì
acceptance-load-threads = { $benchmark } — { $op } ở { $first } luồng
acceptance-load-range = { $benchmark } — { $op } từ { $first } đến { $last } luồng
acceptance-bound = { $kind ->
    [min] ≥ { $value }
   *[max] ≤ { $value }
}
acceptance-bound-tolerance = { $bound } (dung sai { $tolerance }%)
acceptance-measured = { $value } ở { $threads } luồng
acceptance-margin = { $sign ->
    [minus] −{ $value } ({ $percent })
   *[plus] +{ $value } ({ $percent })
}
acceptance-status = { $status ->
    [pass] đạt
   *[fail] không đạt
}{ $tolerance ->
    [yes] , trong dung sai
   *[no] { "" }
}{ $noise ->
    [yes] , chênh lệch so với ngưỡng nằm trong phạm vi nhiễu (±{ $spread })
   *[no] { "" }
}
acceptance-no-benchmark = chưa đo: lần chạy không có bài đo này
acceptance-no-operation = chưa đo: bài đo không có dữ liệu cho thao tác này
acceptance-not-tested = chưa đo: số luồng đã thử chỉ từ { $first } đến { $last }
acceptance-other-unit = chưa đo: bài đo dùng đơn vị { $unit }
caveat-box-title = Lưu ý về phương pháp
caveat-none = Không có kiểm tra phương pháp nào áp dụng được: báo cáo không nêu kích thước tệp cùng bộ nhớ của máy khách, cũng không nêu tùy chọn của công cụ để kiểm tra.
caveat-cache-flagged = { $benchmark } — ở { $threads } luồng, tập dữ liệu ({ $data }) chưa tới mức gấp { $factor } lần tổng { $pagepool ->
    [yes] pagepool
   *[no] bộ nhớ
} của { $clients } máy khách tham gia ({ $cache }): bộ nhớ đệm có thể trả dữ liệu cho thao tác đọc và tiếp nhận thao tác ghi thay cho hệ thống lưu trữ.
caveat-cache-ok = { $benchmark } — đã kiểm tra bộ nhớ đệm; ở mọi số luồng, tập dữ liệu ít nhất gấp { $factor } lần tổng { $pagepool ->
    [yes] pagepool
   *[no] bộ nhớ
} của các máy khách tham gia (gần ngưỡng nhất: { $data } so với { $cache } ở { $threads } luồng).
caveat-fio-buffered = { $benchmark } — fio chạy với I/O có đệm (direct=0): thao tác đọc và ghi có thể được bộ nhớ đệm trang phục vụ.
caveat-ior-read-back = { $benchmark } — IOR đọc lại, trong cùng một lần chạy, dữ liệu mà mỗi tác vụ đã ghi, không sắp xếp lại tác vụ (-C) và không dùng O_DIRECT: thao tác đọc có thể lấy từ bộ nhớ đệm trang.
caveat-rule-cache = bộ nhớ đệm
caveat-rule-buffered-io = I/O có đệm
caveat-duration = { $benchmark } — { $how ->
    [log] lần chạy ngắn nhất chỉ kéo dài { $secs } s (theo nhật ký của fio)
    [stonewall] IOR dừng mỗi pha sau { $secs } s (-D)
   *[estimate] pha ngắn nhất, ở { $threads } luồng, truyền { $data } với tốc độ { $rate } và không dùng stonewall, nên chỉ kéo dài khoảng { $secs } s
}, ngắn hơn mức { $min } s cần có để tốc độ ổn định: giai đoạn khởi động và bộ nhớ đệm ảnh hưởng đáng kể đến các con số.
caveat-repetition = { $benchmark } — { $command ->
    [yes] lệnh chỉ chạy một lần lặp (-i 1)
   *[no] nhật ký chỉ ghi một lần chạy cho mỗi điểm
}: các con số không kèm độ phân tán, nên chênh lệch giữa hai điểm có thể chỉ là nhiễu.
caveat-load-not-tested = { $benchmark } — { $op }: tiêu chí được đánh giá ở { $range } luồng, nhưng số luồng đã thử chỉ từ { $first } đến { $last }.
caveat-peak-at-end = { $benchmark } — { $op }: tiêu chí được đánh giá tại đỉnh, nhưng đỉnh lại rơi vào số luồng lớn nhất đã thử ({ $last }): đỉnh thật có thể nằm ở số luồng cao hơn.
caveat-few-threads = { $benchmark } — số luồng đã thử chỉ lên tới { $last }, ít hơn số nút máy khách ({ $clients }): không phải máy khách nào cũng nhận tải.
caveat-transfer-ok = { $benchmark } — đã kiểm tra kích thước truyền: { $transfer } là bội số nguyên của kích thước khối hệ thống tệp ({ $block }).
caveat-transfer-flagged = { $benchmark } — kích thước truyền ({ $transfer }) { $below ->
    [yes] nhỏ hơn
   *[no] không phải bội số nguyên của
} kích thước khối hệ thống tệp ({ $block }): các yêu cầu không khớp ranh giới khối, nên phát sinh thêm thao tác đọc-sửa-ghi.
caveat-rule-duration = thời lượng
caveat-rule-repetition = số lần lặp
caveat-rule-coverage = độ bao phủ
caveat-rule-configuration = cấu hình
caveat-accepted = Đã tắt kiểm tra “{ $rule }”: { $reason }
diff-acceptance-changed = Kết quả nghiệm thu thay đổi: { $criterion } { $bound }: { $from } → { $to }
