command: fio --name=seqread --rw=read --bs=1M --ioengine=libaio --iodepth=4 --direct=1 --numjobs=1 --directory=/work/scratch-bench/fio --size=256M --runtime=5 --ramp_time=1 --time_based --group_reporting --output-format=normal
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-bench)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-05T08:18:20Z
finished_utc: 2026-12-05T08:18:29Z
elapsed_s: 8.0
load_before:  08:18:20 up  3:32,  0 user,  load average: 5.87, 5.83, 5.41
busiest_before: calibrate_real(49.9%) rustc(23.5%) cargo(1.9%) kdamond.0(0.5%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_direct_nj1.txt
