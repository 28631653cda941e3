## pixreport — Tiếng Việt.
## Số được ICU4X định dạng (16,7; 2.097.152). `$unit` là ký hiệu đơn vị
## (GB/s, IOPS, op/s); phần trăm viết liền: `82,9%`.
## `$op` là chủ ngữ do op-subject-* tạo ra («Hiệu năng ghi»), đứng đầu câu:
## «Hiệu năng ghi đạt đỉnh 16,7 GB/s ở 16 luồng…».
## Tiếng Việt không có số nhiều ngữ pháp; `[1]` chỉ dùng khi giá trị 1 cần
## cách diễn đạt riêng («một luồng duy nhất»).

analytics-capacity = Góc nhìn theo dung lượng
analytics-files = Góc nhìn theo số tệp
analytics-provenance = { $provenance ->
    [synthetic] Dữ liệu về mức sử dụng trong phần này là dữ liệu giả lập ({ $source }): chúng minh họa cách phần phân tích được trình bày, không phản ánh tình trạng của hệ thống được thử nghiệm.
    [reconstructed] Dữ liệu về mức sử dụng trong phần này được dựng lại từ một văn bản đã công bố ({ $source }).
   *[measured] Dữ liệu về mức sử dụng trong phần này được lấy từ một lần quét hệ thống tệp ({ $source }).
}
analytics-intro = Bộ dữ liệu gồm { $files } tệp với tổng dung lượng { $bytes }, thuộc về { $owners } người dùng.
size-below = < { $upper }
size-between = { $lower } – { $upper }
size-above = ≥ { $lower }
key-no-extension = (không có phần mở rộng)
key-other-types = (loại khác)
key-root-fileset = (tệp ở thư mục gốc)
key-unknown-user = uid { $uid }
analytics-snapshots = Dung lượng theo thời gian
snapshots-total = Tổng
snapshots-new = mới
obs-snapshots-growth = Từ { $from } đến { $to }, dung lượng thay đổi { $bytes } ({ $pct }) và số tệp thay đổi { $files }.
obs-snapshots-growers = Trong số người dùng, { $user } tăng nhiều nhất ({ $user_bytes }); trong số các fileset là “{ $fileset }” ({ $fileset_bytes }).
obs-snapshots-no-growers = Giữa hai ảnh chụp này, không người dùng và không fileset nào tăng.
obs-snapshots-user-grew = Trong số người dùng, { $user } tăng nhiều nhất ({ $user_bytes }); không fileset nào tăng.
obs-snapshots-fileset-grew = Trong số các fileset, “{ $fileset }” tăng nhiều nhất ({ $fileset_bytes }); không người dùng nào tăng.
