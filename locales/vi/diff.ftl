## pixreport — Tiếng Việt.
## Số được ICU4X định dạng (16,7; 2.097.152). `$unit` là ký hiệu đơn vị
## (GB/s, IOPS, op/s); phần trăm viết liền: `82,9%`.
## `$op` là chủ ngữ do op-subject-* tạo ra («Hiệu năng ghi»), đứng đầu câu:
## «Hiệu năng ghi đạt đỉnh 16,7 GB/s ở 16 luồng…».
## Tiếng Việt không có số nhiều ngữ pháp; `[1]` chỉ dùng khi giá trị 1 cần
## cách diễn đạt riêng («một luồng duy nhất»).

verdict-regressed = kém đi
verdict-mixed = trái chiều
verdict-improved = cải thiện
verdict-unchanged = không đổi
verdict-inconclusive = chưa kết luận được
verdict-not-comparable = không so sánh được
diff-baseline = Tham chiếu
diff-current = Hiện tại
diff-col-verdict = Kết luận
diff-title = { $report }: lần chạy hiện tại so với lần chạy tham chiếu
diff-intro = Tham chiếu: { $baseline }. Lần chạy hiện tại: { $current }. Kết luận chung: { $verdict ->
    [regressed] có ít nhất một chuỗi số liệu kém đi.
    [improved] một số chuỗi số liệu được cải thiện và không chuỗi nào kém đi.
    [mixed] một số chuỗi số liệu được cải thiện, một số khác kém đi.
    [unchanged] không chuỗi số liệu nào thay đổi vượt quá mức nhiễu và dung sai.
    [inconclusive] chưa kết luận được: mỗi điểm chỉ có một giá trị và không có ước lượng độ nhiễu (hãy chạy lặp lại, khai báo noise_cv hoặc cung cấp lịch sử các lần chạy).
   *[other] không có gì để so sánh.
}
diff-missing = Thiếu trong lần chạy hiện tại: { $list }. { $count ->
    [one] Mục này có
   *[other] Các mục này có
} trong tham chiếu; thiếu một chuỗi số liệu sẽ làm bước kiểm tra thất bại, trừ khi dùng --allow-missing.
diff-summary-missing = **Thiếu trong lần chạy hiện tại:** { $list }
diff-only-benchmarks = { $side ->
    [baseline] Chỉ có trong tham chiếu, không được so sánh: { $list }.
   *[current] Chỉ có trong lần chạy hiện tại, không được so sánh: { $list }.
}
diff-series-verdict = { $verdict ->
    [regressed] { $op } kém đi ở { $count } mức số luồng.
    [improved] { $op } được cải thiện ở { $count } mức số luồng.
    [mixed] { $op } biến động trái chiều: có thay đổi ở { $count } mức số luồng.
    [unchanged] { $op } không đổi.
    [inconclusive] { $op }: chưa kết luận được vì không có ước lượng độ nhiễu.
   *[other] { $op } không so sánh được.
}
diff-peak-changed = Giá trị đỉnh thay đổi từ { $baseline } thành { $current } { $unit } ({ $change }%).
diff-peak-moved = Vị trí đỉnh dịch chuyển từ { $from } sang { $to } luồng.
diff-sustained-changed = Giá trị duy trì thay đổi từ { $baseline } thành { $current } { $unit } ({ $change }%).
diff-scaling-worse = Khả năng mở rộng kém đi ở số luồng cao: từ { $from } luồng trở lên, mức thay đổi trung bình là { $high }%, so với { $low }% ở các mức thấp hơn.
diff-only-threads = { $side ->
    [baseline] Chỉ có trong tham chiếu: { $list } luồng.
   *[current] Chỉ có trong lần chạy hiện tại: { $list } luồng.
}
diff-col-interval = Khoảng tin cậy 95%
diff-col-p = p (Holm)
diff-col-n = n
diff-interval = { $low }% … { $high }%
diff-p-below = < { $value }
diff-axis-run = Lần chạy
diff-axis-trend = Giá trị ({ $unit })
diff-fig-trend-title = { $at ->
    [threads] { $op } ở { $threads } luồng qua các lần chạy, { $benchmark }
   *[peak] { $op }: giá trị đỉnh qua các lần chạy, { $benchmark }
}
diff-change-point = { $op }: có thay đổi kéo dài từ lần chạy { $run } trở đi, từ { $before } thành { $after } { $unit } ({ $change }%), { $verdict ->
    [regressed] tức là kém đi.
   *[other] tức là cải thiện.
}
diff-method = Mỗi điểm được so sánh trên thang logarit bằng kiểm định t của Student. Độ nhiễu lấy từ các lần lặp (gộp trên cả chuỗi số liệu), từ độ nhiễu giữa các lần chạy được khai báo (noise_cv) hoặc từ lịch sử các lần chạy; giá trị p được hiệu chỉnh trên toàn bộ phép so sánh bằng phương pháp Holm (α = { $alpha }), và một thay đổi chỉ được tính khi có ý nghĩa thống kê và vượt ngưỡng dung sai ({ $threshold }%, trừ khi bài đo tự đặt ngưỡng riêng). Một điểm chỉ có một giá trị và không có ước lượng độ nhiễu được coi là chưa kết luận được, không bao giờ bị tính là kém đi. Trong các mô phỏng không có thay đổi thực, tối đa { $false_alarms }% số phép so sánh bị báo là kém đi.
diff-summary-item = `{ $benchmark }` { $op }, { $threads } luồng: { $baseline } → { $current } { $unit } ({ $change }%)
diff-summary-counts = Kết luận: **{ $verdict ->
    [regressed] kém đi
    [improved] cải thiện
    [mixed] trái chiều
    [unchanged] không đổi
    [inconclusive] chưa kết luận được (không có ước lượng độ nhiễu)
   *[other] không so sánh được
}**; { $regressed } điểm kém đi và { $improved } điểm được cải thiện.
diff-summary-regressions = Kém đi nhiều nhất
diff-summary-improvements = Cải thiện nhiều nhất
diff-summary-more = … và { $count } mục khác.
diff-fig-change-title = Mức thay đổi của lần chạy hiện tại so với lần chạy tham chiếu
diff-axis-change = Thay đổi so với lần chạy tham chiếu (%)
diff-fig-change-desc = Biểu đồ cột thể hiện mức thay đổi tương đối của lần chạy hiện tại so với lần chạy tham chiếu ở từng mức số luồng, mỗi thao tác một cột.
diff-best-changed = Giá trị tốt nhất thay đổi từ { $baseline } thành { $current } { $unit } ({ $change }%).
diff-best-moved = Vị trí của giá trị tốt nhất dịch chuyển từ { $from } sang { $to } luồng.
diff-fig-trend-title-best = { $op }: giá trị tốt nhất qua các lần chạy, { $benchmark }
diff-usage-heading = Mức sử dụng hệ thống tệp
diff-usage-title = { $name }: mức sử dụng hệ thống tệp so với tham chiếu
diff-usage-intro = Tham chiếu: { $baseline }. Dữ liệu hiện tại: { $current }. Chỉ so sánh mức sử dụng hệ thống tệp nên không có kết luận.
diff-usage-totals = Từ tham chiếu đến dữ liệu hiện tại, dung lượng thay đổi { $bytes } ({ $pct }) và số tệp thay đổi { $files } ({ $files_pct }).
diff-usage-taken = Dữ liệu tham chiếu được thu thập vào ngày { $from }, dữ liệu hiện tại vào ngày { $to }.
diff-usage-filesystem = Hệ thống tệp: { $name }.
diff-usage-baseline-newer = Dữ liệu tham chiếu mới hơn dữ liệu hiện tại: có thể hai bên đã bị đưa vào sai thứ tự.
diff-usage-gone = không còn
diff-usage-table-owners = Thay đổi theo người dùng, từ tham chiếu đến dữ liệu hiện tại
diff-usage-table-filesets = Thay đổi theo fileset, từ tham chiếu đến dữ liệu hiện tại
diff-usage-line = { $axis } { $key }: dung lượng { $bytes } ({ $bytes_pct }), số tệp { $files } ({ $files_pct })
diff-usage-note = Thay đổi về mức sử dụng chỉ được báo cáo, không được đánh giá: chúng không bao giờ làm thay đổi kết luận, cũng không bao giờ khiến --fail-on-regression thoát với mã 2.
diff-usage-method = Người dùng và fileset được ghép cặp theo tên; mục nào chỉ có ở một bên được coi là mới hoặc không còn. Thay đổi được tính theo byte và theo số tệp; tỉ lệ phần trăm được tính so với tham chiếu (người dùng hoặc fileset mới thì không có tỉ lệ này).
diff-usage-unchanged = Mức sử dụng hệ thống tệp ở hai bên như nhau: cùng tổng số, cùng người dùng và fileset.
