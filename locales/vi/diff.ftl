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
verdict-unchanged = không có thay đổi đáng kể
verdict-inconclusive = chưa kiểm định
verdict-unconfirmed-regression = có thể kém đi, chưa xác nhận (chưa kiểm định)
verdict-unconfirmed-improvement = có thể cải thiện, chưa xác nhận (chưa kiểm định)
verdict-not-comparable = không so sánh được
diff-baseline = Tham chiếu
diff-current = Hiện tại
diff-col-verdict = Kết luận
diff-title = { $report }: lần chạy hiện tại so với lần chạy tham chiếu
diff-intro = Tham chiếu: { $baseline }. Lần chạy hiện tại: { $current }. Kết luận chung: { $verdict ->
    [regressed] có ít nhất một chuỗi số liệu kém đi.
    [improved] một số chuỗi số liệu được cải thiện và không chuỗi nào kém đi.
    [mixed] một số chuỗi số liệu được cải thiện, một số khác kém đi.
    [unchanged] không có thay đổi đáng kể: mọi điểm đều đã được kiểm định và không điểm nào thay đổi vượt quá mức nhiễu và dung sai.
    [inconclusive] chưa kết luận được vì một số điểm không kiểm định được (không có ước lượng độ nhiễu giữa các lần chạy: hãy dùng --history hoặc khai báo noise_cv) và không có thay đổi nào được xác nhận.
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
    [regressed] { $op } kém đi { $at }.
    [improved] { $op } được cải thiện { $at }.
    [mixed] { $op } biến động trái chiều: có thay đổi ở { $count } mức số luồng.
   *[other] { $op } không so sánh được.
}
diff-no-change = { $op }: không có thay đổi đáng kể (nằm trong mức nhiễu ±{ $noise }%){ $ruled_out ->
    [yes] ; có thể loại trừ một thay đổi cỡ ±{ $threshold }%.
    [runs] ; để loại trừ một thay đổi cỡ ±{ $threshold }% cần khoảng { $runs } lần chạy trước (--history).
    [never] ; dù lịch sử (--history) dài đến đâu cũng không loại trừ được một thay đổi cỡ ±{ $threshold }%: bản thân một lần chạy đơn lẻ đã dao động nhiều hơn mức đó.
   *[no] .
}
diff-untested = { $op }: { $scope ->
    [all] không kiểm định được
   *[some] { $count } trên { $total } điểm không kiểm định được
} (không có ước lượng độ nhiễu giữa các lần chạy: hãy dùng --history hoặc khai báo noise_cv).
diff-unconfirmed = { $op } { $sign ->
    [up] tăng
   *[down] giảm
} { $count ->
    [one] { $pct }%
   *[other] tới { $pct }%
} { $at }, vượt ngưỡng dung sai { $threshold }%, nhưng chưa thể xác nhận: không có ước lượng độ nhiễu giữa các lần chạy. { $verdict ->
    [regression] Nếu thay đổi này có thật thì kết quả đã kém đi.
   *[improvement] Nếu thay đổi này có thật thì kết quả đã được cải thiện.
}
diff-operation = { $op } { $verdict ->
    [regressed] kém đi
   *[improved] được cải thiện
} trên toàn bộ thao tác: thay đổi trung vị { $change }% (khoảng tin cậy 95%: { $low }% … { $high }%), { $beyond } trên { $points } điểm vượt ngưỡng dung sai { $threshold }%, { $extent }.
diff-range = { $span ->
    [one] { $from }
   *[range] từ { $from } đến { $to }
}
diff-extent-threads = { $span ->
    [range] từ { $from } đến { $to } luồng
   *[list] ở { $list } luồng{ $last ->
       *[other] { "" }
    }
}
diff-extent-axis = { $axis } { $range }
diff-at-cells = ở { $count } trên { $total } ô ({ $extent })
diff-not-comparable = Không được so sánh vì không cùng khối lượng công việc: { $list }.
diff-not-comparable-item = { $what } ({ $why ->
    [series] không có mức số luồng chung
   *[benchmark] khác công cụ hoặc khác loại bài đo
})
diff-not-produced = Phiên bản công cụ của lần chạy hiện tại không tạo ra các mục sau, nên chúng không bị tính là thiếu: { $list }.
diff-not-produced-item = { $what } ({ $tool } { $version }; phiên bản { $baseline_version } của tham chiếu có tạo ra)
diff-workload-differs = { $benchmark } chạy một khối lượng công việc khác — { $list }. Bài đo vẫn được so sánh, nhưng cần thận trọng khi đọc các thay đổi.
diff-workload-item = { $what ->
    [commands] dòng lệnh
    [transfer_size] kích thước truyền
    [file_size] kích thước tệp
    [file_size_rule] tổng dữ liệu, chia đều cho các luồng
    [distribution] số tệp mỗi thư mục
   *[other] { $what }
}: { $baseline } ở tham chiếu, { $current } ở lần chạy hiện tại
diff-col-method = Nguồn độ nhiễu
diff-col-noise = Độ nhiễu (CV)
diff-col-df = Bậc tự do
diff-noise = { $value }%
diff-source-history = lịch sử
diff-source-declared-noise = noise_cv khai báo
diff-source-iterations = các lần lặp
diff-source-none = không có (chưa kiểm định)
diff-summary-unconfirmed = Thay đổi chưa được xác nhận (chưa kiểm định)
diff-summary-unconfirmed-item = { $benchmark } { $label } { $at }: { $count ->
    [one] { $signed }%
   *[other] tới { $signed }%
} ({ $verdict ->
    [regression] có thể kém đi
   *[improvement] có thể cải thiện
})
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
diff-method = Mỗi điểm được so sánh trên thang logarit với độ nhiễu giữa các lần chạy, lấy từ lịch sử các lần chạy (--history) hoặc từ noise_cv được khai báo, không bao giờ chỉ từ các lần lặp: các lần lặp chỉ có thể nới rộng độ nhiễu này khi chúng phân tán nhiều hơn. Mỗi thao tác (mọi mức số luồng của nó, hoặc mọi ô của một lưới) cũng được kiểm định như một thay đổi duy nhất, thông qua trung vị các thay đổi của các điểm. Các điểm và các thao tác thuộc cùng một họ kiểm định, có giá trị p được hiệu chỉnh bằng phương pháp Holm (α = { $alpha }); một thay đổi chỉ được tính khi có ý nghĩa thống kê và vượt ngưỡng dung sai ({ $threshold }%, trừ khi bài đo tự đặt ngưỡng riêng). Các ô của một lưới (từ 20 điểm trở lên) chỉ được đánh giá thông qua thao tác của chúng. “Nằm trong mức nhiễu ±x%” là nửa độ rộng của khoảng tin cậy 95% của thay đổi của thao tác, hoặc của điểm có khoảng rộng nhất khi thao tác không được kiểm định; một thay đổi cỡ ngưỡng dung sai bị loại trừ khi khoảng đó nằm trọn trong ± dung sai. Một điểm không có ước lượng độ nhiễu giữa các lần chạy thì không được kiểm định: nếu vượt ngưỡng dung sai, nó được liệt kê là thay đổi chưa được xác nhận, chỉ làm bước kiểm tra thất bại khi dùng --fail-on-unconfirmed, và khi đó kết luận của báo cáo là chưa kết luận được. Trong các mô phỏng không có thay đổi thực, tối đa { $false_alarms }% số phép so sánh bị báo là kém đi.
diff-summary-item = `{ $benchmark }` { $op }, { $threads } luồng: { $baseline } → { $current } { $unit } ({ $change }%)
diff-summary-counts = Kết luận: **{ $verdict ->
    [regressed] kém đi
    [improved] cải thiện
    [mixed] trái chiều
    [unchanged] không có thay đổi đáng kể
    [inconclusive] chưa kết luận được (một số điểm chưa kiểm định)
   *[other] không so sánh được
}**; { $regressed } điểm kém đi, { $improved } điểm được cải thiện, { $unconfirmed } điểm chưa xác nhận (chưa kiểm định), { $unchanged } điểm không có thay đổi đáng kể{ $unchanged ->
    [0] {""}
   *[other] {" "}(trong đó { $ruled_out } điểm loại trừ được một thay đổi cỡ ngưỡng dung sai)
}{ $untested ->
    [0] .
   *[other] ; { $untested } điểm không kiểm định được.
}{ $ops ->
    [0] {""}
   *[other] {" "}Trong số { $ops } thao tác được kiểm định như một thay đổi duy nhất, có { $ops_ruled_out } thao tác loại trừ được một thay đổi cỡ ngưỡng dung sai.
}
diff-summary-regressions = Kém đi nhiều nhất
diff-summary-improvements = Cải thiện nhiều nhất
diff-summary-more = … và { $count } mục khác.
diff-fig-change-title = Mức thay đổi của lần chạy hiện tại so với lần chạy tham chiếu
diff-axis-change = Thay đổi so với lần chạy tham chiếu (%)
diff-fig-change-desc = Biểu đồ cột thể hiện mức thay đổi tương đối của lần chạy hiện tại so với lần chạy tham chiếu ở từng mức số luồng, mỗi thao tác một cột.
diff-grid-intro = Mỗi thao tác được đo trên lưới đều có một bản đồ nhiệt về mức thay đổi của lần chạy hiện tại so với lần chạy tham chiếu, mỗi tổ hợp một ô. { $worse ->
    [up] Ô đỏ là ô có giá trị tăng (kém đi, vì ở đây càng thấp càng tốt)
   *[down] Ô đỏ là ô có giá trị giảm (kém đi)
}, ô xanh lam thay đổi theo chiều ngược lại (cải thiện); màu đậm nhất khi giảm từ một nửa trở lên hoặc tăng từ gấp đôi trở lên ({ $halved } hoặc { $doubled }). Ô nhạt gần như không đổi, ô trống là tổ hợp không có gì để so sánh.
diff-fig-grid-title = { $benchmark }: { $op }, mức thay đổi theo { $x } và { $y } (%)
diff-fig-grid-desc = Bản đồ nhiệt mức thay đổi của { $op } tính theo phần trăm, lần chạy hiện tại so với lần chạy tham chiếu, { $x } theo chiều ngang và { $y } theo chiều dọc: đỏ là kém đi, xanh lam là cải thiện, đậm nhất từ { $halved } trở xuống hoặc từ { $doubled } trở lên, mức thay đổi ghi trong từng ô khi đủ chỗ, ô trống ở chỗ không được so sánh.
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
diff-usage-method = Người dùng và fileset được ghép cặp theo tên; mục nào chỉ có ở một bên được coi là mới hoặc không còn. Thay đổi được tính theo byte và theo số tệp; tỷ lệ phần trăm được tính so với tham chiếu (người dùng hoặc fileset mới thì không có tỷ lệ này).
diff-usage-unchanged = Mức sử dụng hệ thống tệp ở hai bên như nhau: cùng tổng số, cùng người dùng và fileset.
