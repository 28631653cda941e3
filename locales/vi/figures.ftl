## pixreport — Tiếng Việt.
## Số được ICU4X định dạng (16,7; 2.097.152). `$unit` là ký hiệu đơn vị
## (GB/s, IOPS, op/s); phần trăm viết liền: `82,9%`.
## `$op` là chủ ngữ do op-subject-* tạo ra («Hiệu năng ghi»), đứng đầu câu:
## «Hiệu năng ghi đạt đỉnh 16,7 GB/s ở 16 luồng…».
## Tiếng Việt không có số nhiều ngữ pháp; `[1]` chỉ dùng khi giá trị 1 cần
## cách diễn đạt riêng («một luồng duy nhất»).

fig-overlay-title = { $title }: cả hai cấu hình
fig-overlay-desc = Biểu đồ đường của { $current } (nét liền) và { $baseline } (nét đứt) theo số luồng.
fig-change-title = Mức thay đổi của { $current } so với { $baseline }
fig-change-desc = Biểu đồ cột thể hiện mức thay đổi tương đối của { $current } so với { $baseline } ở từng số luồng, mỗi thao tác một cột.
axis-change = Thay đổi so với { $baseline } (%){ $direction ->
    [lower] , càng thấp càng tốt
   *[higher] {""}
}
axis-threads = Số luồng
axis-threads-across = Số luồng ({ $scales })
axis-value = { $unit }
axis-value-log = { $unit } (thang logarit)
fig-limit-for = { $label } (chỉ áp dụng cho { $ops })
fig-criterion = ngưỡng nghiệm thu { $bound } ({ $op })
fig-scaling-desc = Biểu đồ đường của { $ops } (tính bằng { $unit }) theo số luồng, từ { $min } đến { $max }.
figure-data = Dữ liệu của hình
fig-top-owners-bytes = { $n } người dùng chiếm nhiều dung lượng nhất
fig-top-owners-files = { $n } người dùng có nhiều tệp nhất
fig-types-bytes = { $n } loại tệp chiếm nhiều dung lượng nhất
fig-types-files = { $n } loại tệp có nhiều tệp nhất
fig-filesets-bytes = { $n } fileset chiếm nhiều dung lượng nhất
fig-filesets-files = { $n } fileset có nhiều tệp nhất
fig-capacity-history = Dung lượng cộng dồn theo tháng sửa đổi gần nhất
fig-size-histogram = Số tệp theo nhóm kích thước
axis-user = Người dùng
axis-file-type = Loại tệp
axis-fileset = Fileset
axis-capacity = Dung lượng
axis-files = Số tệp
axis-month = Tháng
axis-size-class = Kích thước tệp
axis-cumulative-share = Tỷ lệ cộng dồn trên tổng (%)
axis-iops = Thông lượng (IOPS)
axis-latency = Độ trễ { $pct } ({ $unit })
axis-latency-any = Độ trễ ({ $unit })
axis-latency-timed = Độ trễ { $pct }
axis-latency-any-timed = Độ trễ
fig-latency-title = { $benchmark }: độ trễ { $pct } theo thông lượng
fig-latency-desc = Biểu đồ đường của độ trễ { $pct } (trục logarit) theo thông lượng tính bằng IOPS, mỗi thao tác một đường, các điểm theo thứ tự tải tăng dần; điểm gãy của mỗi đường được khoanh tròn.
fig-knee-label = điểm gãy: { $axis } { $value }
fig-bound-label = ngưỡng: { $pct } ≤ { $bound }
fig-percentiles-title = Các phân vị độ trễ theo { $axis }: { $curve }
fig-percentiles-desc = Biểu đồ đường các phân vị độ trễ (trục logarit) của { $curve } tại mỗi mức { $axis }, mỗi phân vị một đường.
fig-heatmap-title = { $op }: IOPS theo { $x } và { $y }
fig-heatmap-desc = Bản đồ nhiệt IOPS của { $op }, { $x } theo chiều ngang và { $y } theo chiều dọc, ô càng đậm thì IOPS càng cao, giá trị ghi trong từng ô, ô tốt nhất được đóng khung và gắn dấu sao.
fig-tree-title = { $benchmark }: thao tác trên cây thư mục
fig-point = { $op }, { $threads } luồng: { $value }
fig-point-spread = { $point } (trung bình của { $n } lần lặp, từ { $min } đến { $max })
figure-csv = Tải các số liệu này (CSV)
fig-snapshots-filesets = Dung lượng tại mỗi ảnh chụp: tổng và { $n } fileset lớn nhất
fig-snapshots-owners = Dung lượng tại mỗi ảnh chụp: tổng và { $n } người dùng lớn nhất
axis-snapshot = Ảnh chụp
fig-grid-title = { $benchmark }: { $op } theo { $x } và { $y } ({ $unit })
fig-grid-desc = Bản đồ nhiệt của { $op } tính bằng { $unit }, { $x } theo chiều ngang và { $y } theo chiều dọc (mỗi bậc gấp đôi), ô càng đậm thì giá trị càng lớn, giá trị ghi trong từng ô, ô tốt nhất được đóng khung và gắn dấu sao, dấu gạch ở chỗ không có số đo.
fig-run-point = { $line }, { $run }: { $value }
fig-bar = { $label }: { $value }
