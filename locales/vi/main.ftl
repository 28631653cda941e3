## pixreport — Tiếng Việt.
## Số được ICU4X định dạng (16,7; 2.097.152). `$unit` là ký hiệu đơn vị
## (GB/s, IOPS, op/s); phần trăm viết liền: `82,9%`.
## `$op` là chủ ngữ do op-subject-* tạo ra («Hiệu năng ghi»), đứng đầu câu:
## «Hiệu năng ghi đạt đỉnh 16,7 GB/s ở 16 luồng…».
## Tiếng Việt không có số nhiều ngữ pháp; `[1]` chỉ dùng khi giá trị 1 cần
## cách diễn đạt riêng («một luồng duy nhất»).

## Thành phần chung

value-with-unit = { $value } { $unit }
percent-signed = { $value }%
percent-of = { $pct }%
number-compact = { $scale ->
    [million-one] { $value } triệu
    [billion-one] { $value } tỉ
    [million] { $value } triệu
    [billion] { $value } tỉ
    [wan] { $value } × 10⁴
    [yi] { $value } × 10⁸
   *[none] { $value }
}
caption-table = Bảng { $n }. { $title }
caption-figure = Hình { $n }. { $title }

## Thao tác: nhãn ngắn (chú giải, bảng) và chủ ngữ trong câu

op-write = Ghi
op-read = Đọc
op-create = Tạo
op-stat = Stat
op-remove = Xóa
op-rewrite = Ghi lại
op-reread = Đọc lại
op-random-read = Đọc ngẫu nhiên
op-random-write = Ghi ngẫu nhiên
op-tree-create = Tạo cây thư mục
op-tree-remove = Xóa cây thư mục
op-subject-write = Hiệu năng ghi
op-subject-read = Hiệu năng đọc
op-subject-create = Hiệu năng tạo tệp
op-subject-stat = Hiệu năng stat
op-subject-remove = Hiệu năng xóa tệp
op-subject-rewrite = Hiệu năng ghi lại
op-subject-reread = Hiệu năng đọc lại
op-subject-random-read = Hiệu năng đọc ngẫu nhiên
op-subject-random-write = Hiệu năng ghi ngẫu nhiên
op-subject-other = Hiệu năng của thao tác “{ $name }”
op-subject-tree-create = Hiệu năng tạo cây thư mục
op-subject-tree-remove = Hiệu năng xóa cây thư mục

## Khung tài liệu

doc-contents = Mục lục
doc-byline = { $has_date ->
    [yes] { $has_authors ->
        [yes] { $date } · { $authors }
       *[no] { $date }
    }
   *[no] { $authors }
}
doc-footer = Tài liệu do pixreport tạo cho “{ $site }”. Mọi con số trong tài liệu này, cùng dữ liệu đầu vào tạo ra chúng, đều có trong { $file }.
provenance-reconstructed-title = Dữ liệu dựng lại.
provenance-reconstructed = Kết quả trong báo cáo này được dựng lại từ một văn bản đã công bố ({ $source }). Mọi số liệu mà văn bản đó nêu (giá trị đỉnh, vùng ổn định, mức sụt giảm) đều được giữ nguyên, nhưng các điểm nằm giữa là ước tính của chúng tôi, không phải số đo.
provenance-synthetic-title = Dữ liệu giả lập.
provenance-synthetic = Kết quả trong báo cáo này là dữ liệu giả lập để minh họa công cụ ({ $source }) và không mô tả bất kỳ hệ thống thực nào.
provenance-measured-title = Dữ liệu đo thực tế.
nav-label = Điều hướng trang

## Các phần

section-introduction = Giới thiệu
section-architecture = Kiến trúc giải pháp
section-components = Thành phần của giải pháp
section-performance = Đánh giá hiệu năng
section-conclusions = Kết luận
section-future = Hướng phát triển tiếp theo
section-summary = Hiệu năng đỉnh và hiệu năng duy trì
section-method = Cách tính các số liệu
section-scale-out = Mở rộng quy mô
performance-intro = Giải pháp được đánh giá bằng các bài đo hiệu năng sau:

## Bảng

table-components = Thành phần của giải pháp
table-testbed = Hệ thống máy khách dùng để thử nghiệm
table-filesystem = Thiết lập hệ thống tệp
table-summary = Hiệu năng đỉnh và hiệu năng duy trì
table-file-sizes = Kích thước tệp mỗi luồng trong “{ $benchmark }”
table-distribution = Phân bố tệp theo thư mục trong “{ $benchmark }”
table-comparison = { $title } ({ $unit })
table-scale-out = Hiệu năng ngoại suy theo số đơn vị ({ $unit_name }; ngoại suy tuyến tính, không phải số đo)
col-role = Vai trò
col-model = Mẫu máy
col-count = Số lượng
col-details = Chi tiết
col-item = Hạng mục
col-value = Giá trị
col-threads = Số luồng
col-spread = { $op }: khoảng giá trị các lần lặp
data-spread = { $min } – { $max } (n = { $n })
col-file-size = Kích thước tệp mỗi luồng
col-dirs-per-thread = Số thư mục mỗi luồng
col-files-per-dir = Số tệp mỗi thư mục
col-total-files = Tổng số tệp
col-benchmark = Bài đo
col-operation = Thao tác
col-peak = Đỉnh
col-peak-threads = Số luồng tại đỉnh
col-measure = Chỉ số
col-sustained = Duy trì
col-change = thay đổi
col-units = { $unit_name }
col-report = Báo cáo
col-date = Ngày
col-languages = Ngôn ngữ
testbed-client_nodes = Nút máy khách
testbed-client_model = Mẫu nút máy khách
testbed-processors = Bộ xử lý mỗi nút
testbed-cores_per_node = Số lõi mỗi nút
testbed-memory = Bộ nhớ mỗi nút
testbed-memory_per_node = Bộ nhớ mỗi nút (tổng)
testbed-bios = BIOS
testbed-os = Hệ điều hành
testbed-kernel = Nhân (kernel)
testbed-filesystem_client = Phần mềm khách hệ thống tệp
testbed-network = Mạng kết nối
testbed-mpi = MPI
testbed-ofed = OFED
fs-name = Hệ thống tệp
fs-block_size = Kích thước khối
fs-subblocks_per_block = Số khối con mỗi khối
fs-subblock_size = Kích thước khối con
fs-pagepool = Page pool
fs-pagepool_clients = Page pool (máy khách)
fs-pagepool_servers = Page pool (máy chủ)
fs-allocation = Cách cấp phát khối
fs-inode_size = Kích thước inode

## Các phần bài đo

kind-sequential-n-n = Hiệu năng tuần tự với { $tool }: N máy khách, N tệp
kind-sequential-n-1 = Hiệu năng tuần tự với { $tool }: N máy khách, một tệp dùng chung
kind-random-n-n = Hiệu năng ngẫu nhiên khối nhỏ với { $tool }: N máy khách, N tệp
kind-metadata = Hiệu năng siêu dữ liệu với { $tool }
kind-metadata-empty = Hiệu năng siêu dữ liệu với { $tool }: tệp rỗng
kind-metadata-sized = Hiệu năng siêu dữ liệu với { $tool }: tệp { $size }
kind-other = Hiệu năng { $tool }
bench-intro = { $same ->
    [yes] Chúng tôi chỉ chạy { $tool } với { $min ->
        [1] một luồng duy nhất
       *[other] { $min } luồng
    }.
   *[no] Chúng tôi chạy { $tool } { $min ->
        [1] từ một luồng duy nhất đến { $max } luồng
       *[other] từ { $min } đến { $max } luồng
    }{ $doubling ->
        [yes] , mỗi bước tăng gấp đôi số luồng.
       *[no] .
    }
}
param-transfer-size = Kích thước mỗi lần truyền
param-file-size = Kích thước tệp mỗi luồng
bench-parameters = { $has ->
    [both] Mỗi luồng truyền dữ liệu vào một tệp { $file }, mỗi lần truyền { $transfer }.
    [transfer] Mỗi luồng truyền dữ liệu với kích thước mỗi lần truyền là { $transfer }.
   *[file] Mỗi luồng làm việc trên một tệp { $file }.
}
bench-file-size-rule = { $bounds ->
    [both] Để bộ nhớ đệm không ảnh hưởng đến phép đo, tổng cộng { $total } dữ liệu thử được chia cho các luồng, nhưng mỗi luồng nhận không ít hơn { $min } và không quá { $max }.
    [min] Để bộ nhớ đệm không ảnh hưởng đến phép đo, tổng cộng { $total } dữ liệu thử được chia cho các luồng, nhưng không luồng nào nhận ít hơn { $min }.
    [max] Để bộ nhớ đệm không ảnh hưởng đến phép đo, tổng cộng { $total } dữ liệu thử được chia cho các luồng, nhưng không luồng nào nhận quá { $max }, nên khi số luồng ít thì tổng dữ liệu nhỏ hơn.
   *[none] Để bộ nhớ đệm không ảnh hưởng đến phép đo, tổng cộng { $total } dữ liệu thử được chia cho các luồng.
}
bench-distribution = { $kind ->
    [total] Mỗi thư mục chứa { $files } tệp và tổng số tệp được giữ nguyên ở mọi số luồng, nên số thư mục mỗi luồng phụ thuộc vào số luồng.
   *[per-thread] Mỗi thư mục chứa { $files } tệp; số thư mục mỗi luồng được chọn riêng cho từng số luồng, cho ra tổng số tệp như trong bảng dưới đây.
}
bench-distribution-same = Các tệp được phân bố vào thư mục giống hệt như ở “{ $benchmark }” (xem bảng trong phần đó).
bench-commands = { $count ->
    [1] Dòng lệnh đã dùng:
   *[other] Dòng lệnh đã dùng:
}
bench-log-scale = Trục giá trị dùng thang logarit (cơ số 10) để các thao tác có tốc độ chênh nhau nhiều bậc độ lớn vẫn đọc được trên cùng một biểu đồ.
value-interpolated = ≈{ $value }
bench-stated-note = Điểm đánh dấu đặc là giá trị do nguồn công bố; điểm đánh dấu rỗng, cùng các giá trị có dấu ≈ trong bảng số liệu, được nội suy giữa các giá trị đó, không phải kết quả đo.

## Nhận xét (mỗi thao tác một đoạn)

obs-peak-sustained = { $variant ->
    [b] { $op } lên tới mức cao nhất { $peak } { $unit } { $threads ->
        [1] với một luồng duy nhất
       *[other] ở { $threads } luồng
    }
   *[a] { $op } đạt đỉnh { $peak } { $unit } { $threads ->
        [1] với một luồng duy nhất
       *[other] ở { $threads } luồng
    }
}{ $method ->
    [median] ; từ đó đến { $max } luồng, trung vị là { $sustained } { $unit }.
    [floor-dips] { $direction ->
        [lower] , và từ đó đến { $max } luồng, ngoài các điểm tăng vọt đơn lẻ, không vượt quá { $sustained } { $unit }.
       *[higher] , và từ đó đến { $max } luồng, ngoài các điểm sụt đơn lẻ, không giảm xuống dưới { $sustained } { $unit }.
    }
   *[floor] { $direction ->
        [lower] , và từ đó đến { $max } luồng không vượt quá { $sustained } { $unit }.
       *[higher] , và từ đó đến { $max } luồng không giảm xuống dưới { $sustained } { $unit }.
    }
}
obs-still-rising = { $op } vẫn đang { $direction ->
    [lower] cải thiện
   *[higher] tăng
} ở { $threads } luồng (số luồng lớn nhất đã thử), đạt { $value } { $unit }, { $direction ->
    [lower] tốt hơn
   *[higher] cao hơn
} { $gain }% so với bước trước; nghĩa là mức trần còn nằm ngoài phạm vi bài đo này.
obs-top-on-plateau = { $op } đạt giá trị tốt nhất { $value } { $unit } ở { $threads } luồng (số luồng lớn nhất đã thử), nhưng khi đó đã nằm trên vùng ổn định chứ không còn tăng: bước cuối chỉ thay đổi { $gain }%{ $direction ->
    [lower] {"."}
   *[higher] {"."}
}
obs-single = { $op } chỉ được đo { $threads ->
    [1] với một luồng duy nhất
   *[other] ở { $threads } luồng
}, đạt { $value } { $unit }; một điểm duy nhất không cho thấy xu hướng nào.
obs-linear = { $variant ->
    [b] Cho đến { $to } luồng, mỗi lần tăng gấp đôi số luồng thì hiệu năng cũng gần như tăng gấp đôi, lên gấp { $factor } lần mức { $from ->
        [1] của một luồng
       *[other] ở { $from } luồng
    }.
   *[a] { $from ->
        [1] Từ một luồng đến { $to } luồng
       *[other] Từ { $from } đến { $to } luồng
    }, hiệu năng tăng gần như tuyến tính, tới gấp { $factor } lần.
}
obs-superlinear = { $from ->
    [1] Từ một luồng đến { $to } luồng
   *[other] Từ { $from } đến { $to } luồng
}, hiệu năng tăng nhanh hơn số luồng: gấp { $factor } lần trong khi số luồng chỉ gấp { $ratio } lần.
obs-plateau = { $variant ->
    [b] { $stability ->
        [very-stable] Sau đó là một vùng ổn định gần như phẳng { $from ->
            [1] ngay từ một luồng
           *[other] bắt đầu từ { $from } luồng
        }, quanh mức { $level } { $unit }, chỉ dao động { $spread }%.
        [stable] Sau đó là một vùng ổn định { $from ->
            [1] ngay từ một luồng
           *[other] bắt đầu từ { $from } luồng
        }, quanh mức { $level } { $unit }, chênh lệch giữa điểm thấp nhất và cao nhất là { $spread }%.
       *[variable] { $from ->
            [1] Ngay từ một luồng
           *[other] Kể từ { $from } luồng
        }, các giá trị nằm trong một dải quanh mức { $level } { $unit }, dù vẫn dao động tới { $spread }% trong dải đó.
    }
   *[a] { $stability ->
        [very-stable] { $from ->
            [1] Ngay từ một luồng
           *[other] Từ { $from } luồng trở đi
        }, hiệu năng đi ngang quanh mức { $level } { $unit }, chỉ dao động { $spread }%.
        [stable] { $from ->
            [1] Ngay từ một luồng
           *[other] Từ { $from } luồng trở đi
        }, hiệu năng giữ ổn định quanh mức { $level } { $unit }, chênh lệch giữa điểm thấp nhất và cao nhất là { $spread }%.
       *[variable] { $from ->
            [1] Ngay từ một luồng
           *[other] Từ { $from } luồng trở đi
        }, hiệu năng nằm trong một dải quanh mức { $level } { $unit }, dù vẫn dao động tới { $spread }% trong dải đó.
    }
}
obs-dip = Tại { $threads } luồng có { $direction ->
    [lower] một lần tăng tạm thời lên { $value } { $unit }, cao hơn { $depth }%
   *[higher] một lần sụt tạm thời xuống { $value } { $unit }, thấp hơn { $depth }%
} so với hai điểm lân cận{ $counted ->
    [left-out] ; vì điểm kế tiếp đã phục hồi, giá trị duy trì không tính điểm này.
    [counted] ; giá trị duy trì tính mọi điểm sau đỉnh, kể cả điểm này.
    [median] ; trung vị sau đỉnh tính điểm này như mọi điểm khác.
   *[none] .
}
obs-drop-top = { $direction ->
    [lower] Sau { $from } luồng, hiệu năng kém dần: giá trị tăng thêm { $drop }% khi đến { $to } luồng ({ $value } { $unit }).
   *[higher] Sau { $from } luồng, hiệu năng giảm dần, mất { $drop }% khi đến { $to } luồng ({ $value } { $unit }).
}
obs-limit = Giá trị đỉnh của { $ops } { $count ->
    [1] bằng
   *[other] lần lượt bằng
} { $list } { $limit } ({ $limit_value } { $unit }).
obs-ops-spread = { $high } đạt mức cao nhất trong số các thao tác, với giá trị đỉnh gấp { $factor } lần đỉnh của thao tác chậm nhất ({ $low }).

## So sánh

cmp-heading = So sánh { $current } với { $baseline }
cmp-intro = Phần này so sánh { $current } với { $baseline } trong bài đo “{ $benchmark }”. Mức thay đổi được tính so với { $baseline }: giá trị dương nghĩa là { $current } nhanh hơn.
cmp-largest-gain = { $op } cải thiện nhiều nhất { $threads ->
    [1] với một luồng duy nhất
   *[other] ở { $threads } luồng
}, khi đó { $current } nhanh hơn { $change }%.
cmp-largest-loss = { $op } kém đi nhiều nhất { $threads ->
    [1] với một luồng duy nhất
   *[other] ở { $threads } luồng
}, khi đó { $current } chậm hơn { $change }%.
cmp-smallest-gain = Mức cải thiện nhỏ nhất là { $change }%, { $threads ->
    [1] với một luồng duy nhất
   *[other] ở { $threads } luồng
}.
cmp-mean = Tính trung bình trên { $count } mức số luồng, mức thay đổi so với { $baseline } là { $change }%.
cmp-reversal = { $count ->
    [1] Mức thay đổi đảo chiều tại { $list } luồng.
   *[other] Mức thay đổi đảo chiều tại { $list } luồng.
}
cmp-only = Chỉ đo với { $side }: { $list } luồng; { $count ->
    [1] điểm này không có điểm tương ứng ở cấu hình còn lại nên không được so sánh.
   *[other] cấu hình còn lại không có điểm tương ứng nên không được so sánh.
}
cmp-zero-baseline = Tại { $list } luồng, { $baseline } đo được 0 nên không thể tính mức thay đổi tương đối{ $count ->
    [1] .
   *[other] .
}
cmp-only-ops = Thao tác chỉ được đo với { $side }: { $list }.
fig-overlay-title = { $title }: cả hai cấu hình
fig-overlay-desc = Biểu đồ đường của { $current } (nét liền) và { $baseline } (nét đứt) theo số luồng.
fig-change-title = Mức thay đổi của { $current } so với { $baseline }
fig-change-desc = Biểu đồ cột thể hiện mức thay đổi tương đối của { $current } so với { $baseline } ở từng số luồng, mỗi thao tác một cột.
axis-change = Thay đổi so với { $baseline } (%)

## Mở rộng quy mô

scale-intro = Bảng dưới đây ngoại suy các giá trị đỉnh và duy trì cho nhiều đơn vị hơn (đơn vị: { $unit_name }). Số đo được lấy từ { $measured ->
    [1] một đơn vị
   *[other] { $measured } đơn vị
}; mọi cột khác đều giả định hiệu năng tăng tuyến tính theo số đơn vị, tức là ước tính chứ không phải số đo.
scale-network = Phép ngoại suy này không tính đến mạng: khi đường truyền của máy khách hoặc mạng giữa máy khách và máy chủ đã bão hòa, thêm đơn vị cũng không tăng thêm hiệu năng, nên ở quy mô lớn giới hạn là do mạng chứ không phải do số đơn vị.

## Tóm tắt và phương pháp

summary-intro = Bảng { $n } tổng hợp giá trị đỉnh của từng chuỗi số liệu và mức mà chuỗi đó duy trì được sau đỉnh.
summary-still-rising = ↑ Chuỗi số liệu vẫn đang tăng ở số luồng lớn nhất, nên giá trị duy trì bằng giá trị đỉnh.
summary-iterations = Mỗi giá trị là trung bình của { $kind ->
    [same] { $max } lần lặp
   *[range] { $min }–{ $max } lần lặp
} tại điểm đó; bảng số liệu dưới mỗi hình cho biết khoảng giá trị và số lần lặp.
method-peak = Đỉnh: giá trị tốt nhất của một chuỗi số liệu (cao nhất; hoặc thấp nhất khi giá trị càng thấp càng tốt) và số luồng mà tại đó giá trị này xuất hiện lần đầu.
method-rounding = Các số được hiển thị với ba chữ số có nghĩa (giữ mọi chữ số trước dấu thập phân, và một cột của bảng được thêm chữ số khi hai giá trị khác nhau sẽ trông giống nhau), và số đúng ở giữa được làm tròn về số chẵn gần nhất: 2,225 thành 2,22.
method-sustained = { $method ->
    [isolated-dip] Duy trì: giá trị kém nhất kể từ đỉnh trở đi, không tính các điểm sụt đơn lẻ.
    [min-after-peak] Duy trì: giá trị kém nhất kể từ đỉnh trở đi, tính mọi điểm.
   *[median-after-peak] Duy trì: trung vị của các giá trị kể từ đỉnh trở đi; đây là mức điển hình, không phải mức sàn.
}
method-dip = Điểm sụt đơn lẻ: một điểm duy nhất thấp hơn cả hai điểm lân cận hơn { $pct }%.
method-observations = Tăng tuyến tính: kể từ điểm đầu tiên, mỗi lần tăng gấp đôi số luồng mang lại ít nhất { $linear }% mức tăng lý tưởng (tức ít nhất ×1,8); khi hiệu năng tăng nhanh hơn số luồng quá { $margin }%, ta gọi đó là tăng siêu tuyến tính. Vùng ổn định: kể từ điểm đầu tiên của vùng, mọi điểm sau đó đều nằm trong khoảng ±{ $band }% quanh trung vị của vùng.
## Biểu đồ

axis-threads = Số luồng
axis-value = { $unit }
axis-value-log = { $unit } (thang logarit)
fig-limit-for = { $label } (chỉ áp dụng cho { $ops })
fig-scaling-desc = Biểu đồ đường của { $ops } (tính bằng { $unit }) theo số luồng, từ { $min } đến { $max }.

## Trang web

site-intro = Các báo cáo đánh giá hiệu năng lưu trữ được tạo bằng pixreport. Hãy chọn một báo cáo và một ngôn ngữ.

## So sánh: lần chạy hiện tại với lần chạy tham chiếu

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

figure-data = Dữ liệu của hình
nav-all-reports = Tất cả báo cáo
nav-reports = Các báo cáo khác
site-headline = Giá trị đỉnh của “{ $benchmark }”: { $peaks }

## Phân tích hệ thống tệp

section-analytics = Phân tích hệ thống tệp
analytics-capacity = Góc nhìn theo dung lượng
analytics-files = Góc nhìn theo số tệp
analytics-provenance = { $provenance ->
    [synthetic] Dữ liệu về mức sử dụng trong phần này là dữ liệu giả lập ({ $source }): chúng minh họa cách phần phân tích được trình bày, không phản ánh tình trạng của hệ thống được thử nghiệm.
    [reconstructed] Dữ liệu về mức sử dụng trong phần này được dựng lại từ một văn bản đã công bố ({ $source }).
   *[measured] Dữ liệu về mức sử dụng trong phần này được lấy từ một lần quét hệ thống tệp ({ $source }).
}
analytics-intro = Bộ dữ liệu gồm { $files } tệp với tổng dung lượng { $bytes }, thuộc về { $owners } người dùng.
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
axis-cumulative-share = Tỉ lệ cộng dồn trên tổng (%)
obs-top-owner-bytes = Người dùng chiếm nhiều dung lượng nhất là { $user }, với { $pct }% tổng dung lượng.
obs-top-owner-files = Người dùng sở hữu nhiều tệp nhất là { $user }, với { $pct }% tổng số tệp.
obs-top-owners = { $n } người dùng đứng đầu chiếm tổng cộng { $pct }% dung lượng.
obs-top-type = Tệp loại “{ $type }” chiếm nhiều không gian lưu trữ nhất: { $pct }% tổng dung lượng.
obs-top-fileset = Fileset lớn nhất là “{ $fileset }”, chiếm { $pct }% tổng dung lượng.
obs-small-files = Các tệp nhỏ hơn { $limit } chiếm { $files_pct }% tổng số tệp nhưng chỉ chiếm { $bytes_pct }% dung lượng: chúng gây áp lực lên siêu dữ liệu chứ không phải lên không gian lưu trữ.
obs-recent = Các tệp được sửa đổi kể từ { $month } chiếm { $pct }% tổng dung lượng.
size-below = < { $upper }
size-between = { $lower } – { $upper }
size-above = ≥ { $lower }
key-no-extension = (không có phần mở rộng)
key-other-types = (loại khác)
key-root-fileset = (tệp ở thư mục gốc)
key-unknown-user = uid { $uid }
diff-fig-change-title = Mức thay đổi của lần chạy hiện tại so với lần chạy tham chiếu
diff-axis-change = Thay đổi so với lần chạy tham chiếu (%)
diff-fig-change-desc = Biểu đồ cột thể hiện mức thay đổi tương đối của lần chạy hiện tại so với lần chạy tham chiếu ở từng mức số luồng, mỗi thao tác một cột.
# Latency sweeps (issue 17)
sweep-axis-iodepth = iodepth
sweep-axis-threads = số luồng
sweep-axis-block-size = kích thước khối
sweep-axis-file-size = kích thước tệp
sweep-op-at = { $op }, { $axis } { $value }
col-iops = IOPS
col-mean-latency = Trung bình
axis-iops = Thông lượng (IOPS)
axis-latency = Độ trễ { $pct } ({ $unit })
axis-latency-any = Độ trễ ({ $unit })
latency-intro = Mỗi lần chạy cũng ghi lại thời gian hoàn tất các thao tác. Các hình dưới đây đặt độ trễ { $pct } cạnh thông lượng đạt được ở mỗi mức { $axis }, và cho thấy các phân vị giãn ra thế nào khi tải tăng.
fig-latency-title = { $benchmark }: độ trễ { $pct } theo thông lượng
fig-latency-desc = Biểu đồ đường của độ trễ { $pct } (trục logarit) theo thông lượng tính bằng IOPS, mỗi thao tác một đường, các điểm theo thứ tự tải tăng dần; điểm gãy của mỗi đường được khoanh tròn.
fig-knee-label = điểm gãy: { $axis } { $value }
fig-bound-label = ngưỡng: { $pct } ≤ { $bound }
latency-knee = { $curve }: điểm gãy nằm ở { $axis } { $load }. Cho đến mức đó, { $pct } giữ ở { $lat } với { $iops } IOPS; tại { $axis } { $next_load }, { $pct } vọt lên { $next_lat } trong khi thông lượng chỉ đạt { $next_iops } IOPS, nên phần tải thêm chỉ nằm chờ trong hàng đợi.
latency-no-knee = { $curve }: không có điểm gãy trong khoảng đo; { $pct } dao động giữa { $lo } và { $hi } mà không tăng nhanh hơn thông lượng.
latency-bound-met = { $curve }: thông lượng cao nhất mà { $pct } không vượt quá { $bound } là { $iops } IOPS, tại { $axis } { $load }.
latency-bound-never = { $curve }: không mức tải nào đã đo giữ được { $pct } trong ngưỡng { $bound }; ngay cả mức tải nhẹ nhất cũng lên tới { $lat }.
latency-best = { $curve }: độ trễ { $pct } tốt nhất, { $lat }, đo được tại { $axis } { $load }.
fig-percentiles-title = Các phân vị độ trễ theo { $axis }: { $curve }
fig-percentiles-desc = Biểu đồ đường các phân vị độ trễ (trục logarit) của { $curve } tại mỗi mức { $axis }, mỗi phân vị một đường.
fig-heatmap-title = { $op }: IOPS theo { $x } và { $y }
fig-heatmap-desc = Bản đồ nhiệt IOPS của { $op }, { $x } theo chiều ngang và { $y } theo chiều dọc, ô càng đậm thì IOPS càng cao, giá trị ghi trong từng ô, ô tốt nhất được đóng khung và gắn dấu sao.
latency-heatmap-best = { $op } đạt IOPS cao nhất, { $iops }, tại { $x } { $x_value } với { $y } { $y_value } (ô gắn dấu sao).
method-latency = Độ trễ: càng thấp càng tốt, nên độ trễ tốt nhất là giá trị thấp nhất. Dọc theo một đường của các hình độ trễ (tải tăng dần), điểm gãy là mức tải cuối cùng trước bước đầu tiên mà ở đó { $pct } tăng hơn { $rise }% còn thông lượng, tính theo tỉ lệ tương đối, tăng chưa được một nửa mức đó; quá điểm đó, thêm I/O đang chờ xử lý chỉ làm tăng thời gian chờ chứ không tăng thông lượng. Thông lượng trong ngưỡng độ trễ là IOPS cao nhất trong các mức tải có { $pct } nằm trong ngưỡng đã khai báo. Phân vị của các lần chạy lặp lại được lấy trung bình.

## Sách trắng (PDF, `build --pdf`)
pdf-link = Sách trắng (PDF)
pdf-references = Tài liệu tham khảo
pdf-colophon = Thông tin xuất bản
pdf-colophon-text = Tài liệu được pixreport { $version } dàn trang bằng Typst từ các tệp đầu vào dưới đây; mỗi tệp được nhận diện bằng mã băm SHA-256, để người đọc có thể kiểm tra rằng mỗi biểu đồ đúng là được tạo từ chính dữ liệu này.
pdf-inputs = Tệp đầu vào
pdf-col-file = Tệp
pdf-col-sha256 = SHA-256
diff-best-changed = Giá trị tốt nhất thay đổi từ { $baseline } thành { $current } { $unit } ({ $change }%).
diff-best-moved = Vị trí của giá trị tốt nhất dịch chuyển từ { $from } sang { $to } luồng.
diff-fig-trend-title-best = { $op }: giá trị tốt nhất qua các lần chạy, { $benchmark }
sweep-subject-iodepth = { $op } ở độ sâu hàng đợi { $value }
sweep-subject-at = { $op } ({ $axis } { $value })

# Tiêu đề, thao tác cây thư mục của mdtest, lịch sử các lần chạy (issue 15 và 11)
heading-qualified = { $heading } ({ $detail })
heading-transfer = khối truyền { $size }
heading-file-size = { $size } mỗi luồng
fig-tree-title = { $benchmark }: thao tác trên cây thư mục
bench-tree-note = Thao tác tạo và xóa cây thư mục tác động lên thư mục chứ không phải lên tệp: chúng được vẽ trong một hình riêng và không được đưa vào khi so sánh các thao tác trên tệp với nhau.
section-history = Lịch sử các lần chạy
history-intro = { $count ->
   *[other] Báo cáo này đã được công bố { $count } lần trước lần dựng này.
} Mỗi hình theo dõi một chuỗi số liệu qua các lần chạy, từ cũ đến mới: đỉnh (đường liền) và mức duy trì (đường nét đứt); điểm được khoanh tròn là lần chạy mà từ đó mức hiệu năng thay đổi lâu dài.
history-this-run = Lần dựng này
history-fig-title = { $benchmark }, { $op }: đỉnh và mức duy trì qua các lần chạy
history-fig-desc = Biểu đồ đường của đỉnh và mức duy trì của { $op } tính bằng { $unit } ở mỗi lần chạy, từ cũ đến mới, gồm { $count } lần chạy.
history-change = { $op }, { $measure }: từ lần chạy { $run } trở đi, mức hiệu năng chuyển từ { $before } sang { $after } { $unit } ({ $change }%), { $verdict ->
    [regressed] tức là suy giảm.
   *[other] tức là cải thiện.
}
history-steady = Không có chuỗi số liệu nào thay đổi lâu dài qua các lần chạy này.
history-measure-peak = đỉnh
history-measure-sustained = mức duy trì
# Tiêu đề bảng ghép (issue 14): nhãn kèm đơn vị; thao tác cho một phía của phép so sánh
col-with-unit = { $label } ({ $unit })
col-op-side = { $op } · { $side }
method-grouping = Số luồng là nhãn nên không bao giờ có dấu phân cách hàng nghìn ({ $threads }); các số khác có dấu phân cách từ bốn chữ số trong bảng và hình ({ $table }) và từ năm chữ số trong câu văn ({ $prose }, { $large }).

## Đọc trang: điểm trên biểu đồ, dữ liệu, màu sắc, tìm kiếm, trích dẫn

fig-point = { $op }, { $threads } luồng: { $value }
fig-point-spread = { $point } (trung bình của { $n } lần lặp, từ { $min } đến { $max })
figure-csv = Tải các số liệu này (CSV)
theme-label = Màu sắc
theme-auto = Theo hệ thống
theme-light = Sáng
theme-dark = Tối
search-link = Tìm kiếm
search-title = Tìm trong các báo cáo
search-label = Từ cần tìm
search-button = Tìm
search-found = Các báo cáo có chứa những từ này:
search-none = Không có báo cáo nào chứa những từ này.
search-unavailable = Bản sao này của trang chưa có tìm kiếm: chỉ mục được thêm vào khi trang được xuất bản.
search-noscript = Tìm kiếm chạy trong trình duyệt và cần JavaScript. Mọi báo cáo đều được liệt kê ở trang chỉ mục.
cite-heading = Trích dẫn báo cáo này
cite-plain = Dạng văn bản
cite-bibtex = BibTeX
site-examples-heading = Các ví dụ đo trên máy ảo
site-examples-intro = Những lần chạy nhỏ trên một máy ảo phát triển, cho thấy nhật ký benchmark thô trở thành báo cáo như thế nào. Chúng đo bộ đệm trang và ổ đĩa ảo của máy, không phải một sản phẩm lưu trữ, nên được tách riêng khỏi các báo cáo đánh giá ở trên.
latency-one-load = { $curve }: chỉ đo ở một mức tải, { $pct } là { $lo }; cần ít nhất hai mức tải mới xác định được điểm gãy.

## Ảnh chụp mức sử dụng theo thời gian (phân tích)
analytics-snapshots = Dung lượng theo thời gian
fig-snapshots-filesets = Dung lượng tại mỗi ảnh chụp: tổng và { $n } fileset lớn nhất
fig-snapshots-owners = Dung lượng tại mỗi ảnh chụp: tổng và { $n } người dùng lớn nhất
axis-snapshot = Ảnh chụp
snapshots-total = Tổng
snapshots-new = mới
table-growth-filesets = Mức tăng theo fileset từ { $from } đến { $to }
table-growth-owners = Mức tăng theo người dùng từ { $from } đến { $to }
col-capacity-change = Thay đổi dung lượng
col-files-change = Thay đổi số tệp
obs-snapshots-growth = Từ { $from } đến { $to }, dung lượng thay đổi { $bytes } ({ $pct }) và số tệp thay đổi { $files }.
obs-snapshots-growers = Trong số người dùng, { $user } tăng nhiều nhất ({ $user_bytes }); trong số các fileset là “{ $fileset }” ({ $fileset_bytes }).
obs-snapshots-no-growers = Giữa hai ảnh chụp này, không người dùng và không fileset nào tăng.
obs-snapshots-user-grew = Trong số người dùng, { $user } tăng nhiều nhất ({ $user_bytes }); không fileset nào tăng.
obs-snapshots-fileset-grew = Trong số các fileset, “{ $fileset }” tăng nhiều nhất ({ $fileset_bytes }); không người dùng nào tăng.
# Lưới trên hai tham số quét (chế độ tự động của IOzone) và độ trễ chỉ có trung bình
sweep-axis-record-size = kích thước bản ghi
grid-intro = { $tool } đã đo mỗi thao tác tại mọi tổ hợp { $x } và { $y } được giao, nên mỗi thao tác có một bản đồ nhiệt thay vì một đường cong: mỗi tổ hợp một ô kèm giá trị, ô tốt nhất được đóng khung và gắn dấu sao. Tổ hợp mà công cụ bỏ qua để trống, không tính là không.
fig-grid-title = { $benchmark }: { $op } theo { $x } và { $y } ({ $unit })
fig-grid-desc = Bản đồ nhiệt của { $op } tính bằng { $unit }, { $x } theo chiều ngang và { $y } theo chiều dọc (mỗi bậc gấp đôi), ô càng đậm thì giá trị càng lớn, giá trị ghi trong từng ô, ô tốt nhất được đóng khung và gắn dấu sao, dấu gạch ở chỗ không có số đo.
grid-best = { $op }: ô tốt nhất là { $value }, tại { $x } { $x_value } với { $y } { $y_value }.
latency-stat-mean = trung bình
latency-intro-mean = Mỗi lần chạy cũng ghi lại thời gian trung bình để hoàn tất các thao tác; công cụ không cho phân vị, nên hình dưới đây đặt độ trễ trung bình cạnh thông lượng đạt được ở mỗi mức { $axis }, và các câu chỉ nói về giá trị trung bình.
summary-grids-only = Mọi bài đo của báo cáo này được đo theo hai tham số quét thay vì theo số luồng, nên không có mức đỉnh hay mức duy trì để lập bảng; mỗi bản đồ nhiệt ở trên đã nêu ô tốt nhất của nó.

## Mức sử dụng hệ thống tệp khi so sánh (cả hai bên có dữ liệu sử dụng, hoặc hai tệp CSV sử dụng)
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
